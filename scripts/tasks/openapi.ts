// Writes the OpenAPI document built from the contract to the file given (dist/openapi.json by
// default), the same document GET /api/openapi.json serves.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { API_INFO } from '#server/modules/api-docs/api-docs.routes.ts';
import { openApiDocument } from '#server/modules/api-docs/openapi.ts';
import { API_ENDPOINTS } from '#shared/api/index.ts';

const out = resolve(process.argv[2] ?? 'dist/openapi.json');
await mkdir(dirname(out), { recursive: true });
await writeFile(out, `${JSON.stringify(openApiDocument(API_ENDPOINTS, API_INFO), null, 2)}\n`);
console.log(`OpenAPI document: ${out}`);
