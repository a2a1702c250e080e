// Turns the endpoint table into fast-check arbitraries of bad requests. A write's body must fail
// the schema the server applies (checked here with that same schema), so no generated request is
// good input by accident and the database must come out of the corpus unchanged.
import fc from 'fast-check';
import type { z } from 'zod';
import type { CorpusContext, Endpoint, Variant } from './endpoint-kinds.ts';
import { hostileString, PROTOTYPE_KEYS } from './fuzz-values.ts';
import { applyMutations, jsonContentType, malformedJson, mutation } from './json-mutations.ts';
import { badMultipart } from './multipart-bodies.ts';

/** Who sends a request: nobody, the owner of the fixture's business, or an operator (the console). */
export type Caller = 'anon' | 'owner' | 'operator';

export interface CorpusRequest {
  endpoint: string;
  as: Caller;
  method: string;
  /** Path and query, ready to append to the server's origin. */
  url: string;
  contentType?: string;
  body?: string | Uint8Array;
  /** What was corrupted, for the report and for reproducing a failure. */
  labels: string[];
}

/** Path segments sent as they are: traversal, encoded NUL and slashes, broken percent-encoding. */
const RAW_SEGMENTS = ['..', '.', '%2e%2e', '%00', '%ZZ', '%E0%A4%A', '%2F', '%5C', '%C0%AE', '%FF'];

/** encodeURIComponent, except that a lone surrogate becomes the (invalid) UTF-8 bytes it would be. */
export function encodePart(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return [...s]
      .map((ch) => {
        const code = ch.charCodeAt(0);
        return code >= 0xd800 && code <= 0xdfff ? '%ED%A0%80' : encodeURIComponent(ch);
      })
      .join('');
  }
}

// Node answers 431 itself when the request line passes 16 KB, before our app: keep URLs below.
const URL_TEXT = { huge: false, maxLength: 600 } as const;

const paramValue: fc.Arbitrary<[string, string]> = fc.oneof(
  {
    weight: 4,
    arbitrary: hostileString(URL_TEXT).map(([kind, s]): [string, string] => [kind, encodePart(s)]),
  },
  { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS).map((s): [string, string] => ['raw-segment', s]) },
);

export function fillPath(
  pattern: string,
  params: Record<string, string>,
  encoded: Record<string, string> = {},
) {
  return pattern
    .replace(/:(\w+)/g, (_, name: string) => encoded[name] ?? encodePart(params[name] ?? ''))
    .replace(/\*$/, () => encoded['*'] ?? params['*'] ?? '');
}

type Query = Record<string, string | string[]>;

/** A query string corrupted like a body: unknown and prototype keys, repeats, hostile values. */
function queryArb(sample: Query): fc.Arbitrary<[string[], string]> {
  const keys = Object.keys(sample);
  const key = fc.oneof(
    fc.constantFrom(...PROTOTYPE_KEYS),
    fc.string({ maxLength: 10 }),
    ...(keys.length ? [fc.constantFrom(...keys)] : []),
  );
  const change = fc.oneof(
    fc.tuple(key, hostileString(URL_TEXT)).map(([k, [kind, v]]) => ({ label: `query:${kind}`, k, v: [v] })),
    fc
      .tuple(key, fc.array(fc.string({ maxLength: 8 }), { minLength: 2, maxLength: 3 }))
      .map(([k, v]) => ({ label: 'query:repeated', k, v })),
    key.map((k) => ({ label: 'query:missing', k, v: [] as string[] })),
  );
  const rawTail = fc.constantFrom(
    '',
    '',
    '',
    '&%ZZ=1',
    '&a=%E0%A4%A',
    '&&&=',
    '&a[b]=c',
    '&__proto__[x]=1',
    '&constructor[prototype][x]=1',
  );
  return fc.tuple(fc.array(change, { minLength: 1, maxLength: 3 }), rawTail).map(([changes, tail]) => {
    const q: Query = { ...sample };
    for (const c of changes) {
      if (c.v.length === 0) delete q[c.k];
      else
        Object.defineProperty(q, c.k, {
          value: c.v.length === 1 ? c.v[0] : c.v,
          enumerable: true,
          configurable: true,
          writable: true,
        });
    }
    const pairs = Object.entries(q).flatMap(([k, v]) =>
      [v].flat().map((x) => `${encodePart(k)}=${encodePart(x)}`),
    );
    return [changes.map((c) => c.label).concat(tail ? ['query:raw'] : []), `?${pairs.join('&')}${tail}`];
  });
}

/** True when no reading of `text` the server might make passes `schema` (a body that cannot be good). */
function cannotPass(schema: z.ZodType | undefined, text: string, contentType: string): boolean {
  if (!schema) return true;
  const readings: unknown[] = [];
  if (text.trim() === '' || !/^application\/([\w.-]+\+)?json/i.test(contentType)) readings.push({});
  try {
    // Request.text() and .json() decode UTF-8 and drop a leading byte-order mark, so '\uFEFF{}' is {}.
    readings.push(JSON.parse(text.replace(/^\uFEFF/, '')));
  } catch {}
  return readings.every((r) => !schema.safeParse(r).success);
}

interface BodyPart {
  labels: string[];
  contentType: string;
  body: string;
}

function jsonBody(variant: Variant): fc.Arbitrary<BodyPart> {
  const mutated = fc.array(mutation({ huge: true }), { minLength: 1, maxLength: 3 }).map((ms) => ({
    labels: ms.map((m) => m.kind),
    body: JSON.stringify(applyMutations(variant.sample, ms)) ?? '',
  }));
  const raw = malformedJson.map(([label, body]) => ({ labels: [`malformed:${label}`], body }));
  return fc
    .tuple(fc.oneof({ weight: 4, arbitrary: mutated }, { weight: 1, arbitrary: raw }), jsonContentType)
    .map(([b, contentType]) => ({ ...b, contentType }))
    .filter((b) => cannotPass(variant.schema, b.body, b.contentType));
}

/** Replaces one path parameter with a hostile value. */
function paramMutation(variant: Variant): fc.Arbitrary<Encoded> {
  const names = Object.keys(variant.params);
  if (!names.length) return fc.constant([[], {}]);
  return fc
    .tuple(fc.constantFrom(...names), paramValue)
    .map(([name, [kind, value]]) => [[`param:${name}:${kind}`], { [name]: value }]);
}

const who = fc.constantFrom<Caller>('anon', 'owner', 'operator');
type Encoded = [string[], Record<string, string>];
const noParam = fc.constant<Encoded>([[], {}]);
const noQuery = fc.constant<[string[], string]>([[], '']);

/** Bad requests for one endpoint. `jpeg` is a real JPEG the upload corruptions cut up. */
export function requestsFor(
  endpoint: Endpoint,
  ctx: CorpusContext,
  jpeg: Uint8Array,
): fc.Arbitrary<CorpusRequest> {
  const { method, path } = endpoint;
  const variant = fc.constantFrom(...endpoint.variants(ctx));
  // Sometimes a hostile path parameter or query string rides along with the part under test.
  const extras = (v: Variant) =>
    fc.tuple(
      fc.oneof({ weight: 3, arbitrary: noParam }, { weight: 1, arbitrary: paramMutation(v) }),
      fc.oneof({ weight: 4, arbitrary: noQuery }, { weight: 1, arbitrary: queryArb({}) }),
    );
  const request = (
    v: Variant,
    as: Caller,
    [pl, encoded]: Encoded,
    [ql, query]: [string[], string],
    rest: Partial<CorpusRequest> & { labels: string[] },
  ): CorpusRequest => ({
    endpoint: `${method} ${path}`,
    as,
    method,
    url: fillPath(path, v.params, encoded) + query,
    contentType: rest.contentType,
    body: rest.body,
    labels: [...rest.labels, ...pl, ...ql],
  });

  switch (endpoint.part) {
    case 'json':
      return fc
        .tuple(variant, who)
        .chain(([v, as]) =>
          fc.tuple(jsonBody(v), extras(v)).map(([b, [param, query]]) => request(v, as, param, query, b)),
        );
    case 'query':
      return fc
        .tuple(variant, who)
        .chain(([v, as]) =>
          fc
            .tuple(queryArb((v.sample ?? {}) as Query), extras(v))
            .map(([query, [param]]) => request(v, as, param, query, { labels: [] })),
        );
    case 'param':
      return fc.tuple(variant, who).chain(([v, as]) =>
        fc.tuple(paramMutation(v), extras(v)).map(([param, [, query]]) =>
          // A body on a route that reads none must be ignored, prototype key and all.
          request(v, as, param, query, {
            labels: [],
            ...(method === 'GET' ? {} : { contentType: 'application/json', body: '{"__proto__":{"x":1}}' }),
          }),
        ),
      );
    case 'multipart':
      return fc.tuple(variant, who).chain(([v, as]) =>
        fc.tuple(badMultipart(endpoint.field ?? 'file', jpeg), extras(v)).map(([b, [param, query]]) =>
          request(v, as, param, query, {
            contentType: b.contentType,
            body: b.body,
            labels: [`multipart:${b.label}`],
          }),
        ),
      );
  }
}

/** Requests to routes that do not exist, prototype names as whole segments included. */
export const unknownRoutes: fc.Arbitrary<CorpusRequest> = fc
  .tuple(
    fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH'),
    fc.constantFrom('/api/', '/api/auth/', '/api/catalogues/', '/api/businesses/', '/media/'),
    fc.array(paramValue, { minLength: 1, maxLength: 3 }),
    who,
  )
  .map(([method, prefix, segments, as]) => ({
    endpoint: 'unknown route',
    as,
    method,
    url: prefix + segments.map(([, s]) => s).join('/'),
    ...(method === 'GET' ? {} : { contentType: 'application/json', body: '{}' }),
    labels: segments.map(([kind]) => `segment:${kind}`),
  }));
