// `npm run build` (see require-node.js for why this entry is JavaScript).
import { requireNode } from './require-node.js';

requireNode('npm run build');
const { buildWeb } = await import('./tasks/web-build.ts');
process.exit(buildWeb(new URL('..', import.meta.url).pathname));
