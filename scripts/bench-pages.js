// `npm run bench:pages` (see require-node.js for why this entry is JavaScript).
import { requireNode } from './require-node.js';

requireNode('npm run bench:pages');
await import('./tasks/bench-pages.ts');
