// `npm run bench:search` (see require-node.js for why this entry is JavaScript).
import { requireNode } from './require-node.js';

requireNode('npm run bench:search');
await import('./tasks/bench-search.ts');
