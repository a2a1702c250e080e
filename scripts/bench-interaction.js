// `npm run bench:interaction` (see require-node.js for why this entry is JavaScript).
import { requireNode } from './require-node.js';

requireNode('npm run bench:interaction');
await import('./tasks/bench-interaction.ts');
