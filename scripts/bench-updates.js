// `npm run bench:updates` (see require-node.js for why this entry is JavaScript).
import { requireNode } from './require-node.js';

requireNode('npm run bench:updates');
await import('./tasks/bench-updates.ts');
