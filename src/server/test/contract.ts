// Contract enforcement for the server tests: every JSON answer the test server gives to a request
// for a declared endpoint (src/shared/api) must match the schema declared for its status; error
// statuses must match `errorResponse`; a success status nobody declared is drift too.
import { appendFile } from 'node:fs/promises';
import type { z } from 'zod';
import { API_ENDPOINTS, errorResponse, matchEndpoint } from '#shared/api/index.ts';

/** What is wrong with `res` (a clone is read), or null when it keeps the contract. */
export async function contractProblem(method: string, url: string, res: Response): Promise<string | null> {
  const { pathname } = new URL(url);
  const endpoint = matchEndpoint(API_ENDPOINTS, method, pathname);
  if (!endpoint) return null;
  contractSeen.add(`${endpoint.method} ${endpoint.path} ${res.status}`);
  const where = `${method} ${pathname} (${endpoint.method} ${endpoint.path}) answered ${res.status}`;
  const responses = endpoint.responses as Record<number, z.ZodType | null | undefined>;
  const declared = responses[res.status];
  const isError = res.status >= 400;
  if (!isError && declared === undefined)
    return `${where}, a status the contract does not declare (declared: ${Object.keys(responses).join(', ')})`;
  const type = res.headers.get('content-type') ?? '';
  if (!type.includes('application/json')) {
    if (declared && !isError) return `${where} with ${type || 'no content type'}, not the declared JSON`;
    return null;
  }
  const text = await res.clone().text();
  // A redirect (Better Auth's emailed links) may label its empty body as JSON.
  if (text === '' && declared === null) return null;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `${where} with malformed JSON: ${text.slice(0, 200)}`;
  }
  const schema = isError ? (declared ?? errorResponse) : declared;
  if (!schema) return `${where} with a JSON body where the contract declares none`;
  const result = schema.safeParse(body);
  if (result.success) return null;
  const issues = result.error.issues
    .slice(0, 8)
    .map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`)
    .join('\n');
  return `${where}, not matching its declared schema:\n${issues}\nbody: ${text.slice(0, 500)}`;
}

/** 'GET /api/me 200' for every declared endpoint and status the tests made the server answer. */
export const contractSeen = new Set<string>();

/** With CONTRACT_COVERAGE_FILE set, appends what this test file exercised (to see what no test checks). */
export async function recordContractCoverage() {
  const file = process.env.CONTRACT_COVERAGE_FILE;
  if (file && contractSeen.size) await appendFile(file, `${[...contractSeen].join('\n')}\n`);
}

/** Contract breaks seen so far in this test file (the harness throws on each and reports at close). */
export const contractBreaks: string[] = [];
