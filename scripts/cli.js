// `npm run cli -- <command>` (see require-node.js for why this entry is JavaScript).
import { requireNode } from './require-node.js';

requireNode('npm run cli -- <command>');
await import('./tasks/cli.ts');
