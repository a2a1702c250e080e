// `npm run openapi -- [file]`: writes the OpenAPI document (the one GET /api/openapi.json serves),
// so a linter can check it without a running server (see require-node.js for why this is JavaScript).
import { requireNode } from './require-node.js';

requireNode('npm run openapi');
await import('./tasks/openapi.ts');
