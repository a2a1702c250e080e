// `npm run bench:market` (see require-node.js for why this entry is JavaScript).
import { requireNode } from './require-node.js';

requireNode('npm run bench:market');
await import('./tasks/bench-market.ts');
