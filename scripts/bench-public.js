// `npm run bench:public` (see require-node.js for why this entry is JavaScript).
import { requireNode } from './require-node.js';

requireNode('npm run bench:public');
await import('./tasks/bench-public.ts');
