// `npm run check` lints the OpenAPI document built from the contract: valid OpenAPI 3.1 (Scalar's
// validator), plus our own rules: every operation is named and summarised, answers an error shape,
// and declares every parameter its path has.
import { validate } from '@scalar/openapi-parser';
import { API_INFO } from '#server/modules/api-docs/api-docs.routes.ts';
import { openApiDocument } from '#server/modules/api-docs/openapi.ts';
import { API_ENDPOINTS } from '#shared/api/index.ts';

type Operation = {
  operationId?: string;
  summary?: string;
  parameters?: { in: string; name: string }[];
  responses?: Record<string, unknown>;
};

const document = openApiDocument(API_ENDPOINTS, API_INFO) as {
  paths: Record<string, Record<string, Operation>>;
};
const problems: string[] = [];

const { valid, errors } = await validate(structuredClone(document));
if (!valid) for (const e of errors ?? []) problems.push(`invalid OpenAPI: ${e.message} (${e.path ?? ''})`);

for (const [path, item] of Object.entries(document.paths)) {
  const pathParams = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  for (const [method, op] of Object.entries(item)) {
    const where = `${method.toUpperCase()} ${path}`;
    if (!op.operationId) problems.push(`${where}: no operationId`);
    if (!op.summary) problems.push(`${where}: no summary`);
    if (!op.responses || !Object.keys(op.responses).some((s) => s.startsWith('4')))
      problems.push(`${where}: no error response declared`);
    const declared = new Set((op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name));
    for (const name of pathParams)
      if (!declared.has(name)) problems.push(`${where}: path parameter {${name}} not declared`);
  }
}

if (problems.length) {
  console.error(`OpenAPI lint:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`OpenAPI lint: ok (${Object.keys(document.paths).length} paths)`);
