// `npm run bench:events` (see require-node.js for why this entry is JavaScript).
import { requireNode } from './require-node.js';

requireNode('npm run bench:events');
await import('./tasks/bench-events.ts');
