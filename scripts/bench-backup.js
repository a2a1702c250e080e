// `npm run bench:backup` (see require-node.js for why this entry is JavaScript).
import { requireNode } from './require-node.js';

requireNode('npm run bench:backup');
await import('./tasks/bench-backup.ts');
