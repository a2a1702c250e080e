// `npm run check` (see require-node.js for why this entry is JavaScript).
import { requireNode } from './require-node.js';

requireNode('npm run check');
await import('./tasks/check-i18n.ts');
