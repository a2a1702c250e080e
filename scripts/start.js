// `npm start` (see require-node.js for why this entry is JavaScript).
import { requireNode } from './require-node.js';

requireNode('npm start');
await import('./tasks/start.ts');
