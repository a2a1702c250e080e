// `npm run dev` (see require-node.js for why this entry is JavaScript).
import { requireNode } from './require-node.js';

requireNode('npm run dev');
await import('./tasks/dev.ts');
