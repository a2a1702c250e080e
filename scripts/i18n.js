// `npm run i18n` (see require-node.js for why this entry is JavaScript).
import { requireNode } from './require-node.js';

requireNode('npm run i18n');
const { updateCatalogs } = await import('./tasks/i18n-catalogs.ts');
await updateCatalogs(new URL('..', import.meta.url).pathname);
console.log('Catalogs updated: src/shared/i18n/locales');
