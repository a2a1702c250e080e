// Corrupts a well-formed JSON input: a field of the wrong type, a missing field, an unknown or
// prototype key, a hostile string; or replaces the whole body with text that is not JSON at all.
import fc from 'fast-check';
import { hostileString, PROTOTYPE_KEYS, wrongTypeValue } from './fuzz-values.ts';

type Path = (string | number)[];
export type Mutation =
  | { kind: 'wrong-type'; at: number; value: unknown }
  | { kind: 'missing'; at: number }
  | { kind: 'unknown-key'; at: number; key: string; value: unknown }
  | { kind: `string:${string}`; at: number; value: string };

/** Every path to a value inside `value` (object keys and array items, at any depth), root first. */
export function valuePaths(value: unknown, prefix: Path = []): Path[] {
  const out: Path[] = [prefix];
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) out.push(...valuePaths(v, [...prefix, i]));
  } else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) out.push(...valuePaths(v, [...prefix, k]));
  return out;
}

/** Sets a key as an own, enumerable property: `o['__proto__'] = v` would set the prototype instead. */
const define = (target: object, key: string | number, value: unknown) =>
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });

/** Applies mutations to a deep copy; `at` indexes the paths of the original input. */
export function applyMutations(sample: unknown, mutations: Mutation[]): unknown {
  let root = structuredClone(sample);
  const paths = valuePaths(sample);
  const parentOf = (path: Path) => {
    let node = root as Record<string | number, unknown>;
    for (const k of path.slice(0, -1)) {
      const next = node?.[k];
      if (!next || typeof next !== 'object') return undefined;
      node = next as Record<string | number, unknown>;
    }
    return node;
  };
  for (const m of mutations) {
    const path = paths[m.at % paths.length];
    if (m.kind === 'unknown-key') {
      let target: unknown = root;
      for (const k of path) target = (target as Record<string | number, unknown>)?.[k];
      if (target && typeof target === 'object' && !Array.isArray(target)) define(target, m.key, m.value);
      else if (root && typeof root === 'object' && !Array.isArray(root)) define(root, m.key, m.value);
      continue;
    }
    if (path.length === 0) {
      root = m.kind === 'missing' ? undefined : m.value;
      continue;
    }
    const parent = parentOf(path);
    if (!parent || typeof parent !== 'object') continue;
    const key = path[path.length - 1];
    if (m.kind === 'missing') {
      if (Array.isArray(parent)) parent.splice(Number(key), 1);
      else delete parent[key];
    } else define(parent, key, m.value);
  }
  return root;
}

export const mutation = (opts: { huge: boolean }): fc.Arbitrary<Mutation> =>
  fc.oneof(
    fc.record({ kind: fc.constant('wrong-type' as const), at: fc.nat(), value: wrongTypeValue }),
    fc.record({ kind: fc.constant('missing' as const), at: fc.nat() }),
    fc.record({
      kind: fc.constant('unknown-key' as const),
      at: fc.nat(),
      key: fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string({ maxLength: 12 })),
      value: fc.oneof(wrongTypeValue, fc.constant({ isAdmin: true, polluted: 'yes' })),
    }),
    fc
      .tuple(fc.nat(), hostileString(opts))
      .map(([at, [kind, value]]): Mutation => ({ kind: `string:${kind}`, at, value })),
  );

/** Bodies that are not JSON (or not the JSON an object schema takes), each with its label. */
export const malformedJson: fc.Arbitrary<[string, string]> = fc.oneof(
  fc.constantFrom<[string, string]>(
    ['truncated', '{"email": "a@b.c", "pass'],
    ['trailing-comma', '{"a": 1,}'],
    ['single-quotes', "{'a': 1}"],
    ['comment', '{"a": 1 /* x */}'],
    ['bare-word', 'undefined'],
    ['nan', '{"a": NaN}'],
    ['unclosed', '['],
    ['garbage', '\u0000\u0001\u0002'],
    ['bom', '\uFEFF{}'],
    ['number', '42'],
    ['string', '"just a string"'],
    ['null', 'null'],
    ['array', '[1, 2, 3]'],
    ['huge-number', '{"a": 1e999}'],
    ['duplicate-proto', '{"__proto__": {"isAdmin": true}, "__proto__": 1}'],
    ['constructor-prototype', '{"constructor": {"prototype": {"polluted": true}}}'],
    ['lone-surrogate', '{"a": "\\ud800"}'],
    ['escaped-nul', '{"a": "\\u0000"}'],
  ),
  fc
    .integer({ min: 2_000, max: 20_000 })
    .map((n): [string, string] => ['deep-nesting', `${'['.repeat(n)}${']'.repeat(n)}`]),
  fc
    .string({ unit: 'binary', minLength: 1, maxLength: 200 })
    .map((s): [string, string] => ['random-text', s]),
);

/** The Content-Type a JSON body is sent with: usually right, sometimes wrong or missing. */
export const jsonContentType = fc.constantFrom(
  'application/json',
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'application/vnd.api+json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  '',
);
