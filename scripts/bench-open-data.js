// `npm run bench:open-data` (see require-node.js for why this entry is JavaScript).
import { requireNode } from './require-node.js';

requireNode('npm run bench:open-data');
await import('./tasks/bench-open-data.ts');
