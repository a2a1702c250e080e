// The hostile values of the bad-input corpus, as fast-check arbitraries: text an attacker or a
// broken client sends (control characters, odd Unicode, prototype names, huge and empty strings)
// and JSON values of every type, so each field meets values of a type it does not expect.
import fc from 'fast-check';

/** Names that reach Object.prototype when code indexes a plain object with user input. */
export const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  'toString',
  'valueOf',
  '__defineGetter__',
] as const;

/** Body strings at least this long: every JSON body then exceeds the API's 64 KB limit. */
export const HUGE = 100 * 1024;

const controlChar = fc.integer({ min: 0, max: 0x1f }).map((n) => String.fromCharCode(n));

/** Emoji, right-to-left overrides, combining marks, zero-width and non-characters, lone surrogates. */
const oddUnicode = fc.constantFrom(
  '😀',
  '👩🏽‍🚒',
  '🇺🇸',
  'مرحبا',
  'שלום',
  '\u202Eevil\u202C',
  '\u200F',
  'e\u0301\u0301\u0301',
  'Z̸̡̛͈͎̓a̷̧͙̓l̵̝̈g̶̰̈́o̵̤̍',
  '\u200B',
  '\uFEFF',
  '\uFFFF',
  '\uFFFE',
  '\uD800',
  '\uDFFF',
  'ｆｕｌｌ',
  'İı',
  'ß',
  '\u2028\u2029',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
);

/** Strings that look like attacks on the layers behind the API (SQL, HTML, paths, formats). */
const injection = fc.constantFrom(
  "' or 1=1 --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  '</script><script>x</script>',
  "$& $` $'",
  '../../../etc/passwd',
  '..\\..\\windows',
  '%00',
  '%ZZ',
  '%E0%A4%A',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose.
  '${7*7}',
  '{{7*7}}',
  '\\u0000',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '0x1',
  ' ',
);

/** A string spliced from pieces, with at least one control character somewhere. */
const withControl = fc
  .tuple(fc.string({ maxLength: 8 }), controlChar, fc.string({ maxLength: 8 }))
  .map(([a, c, b]) => `${a}${c}${b}`);

/** Long but under the body limit, so the field's own length rule answers (not the 413). */
const long = fc
  .tuple(fc.constantFrom('a', 'é', '😀', '0', ' '), fc.integer({ min: 200, max: 20_000 }))
  .map(([ch, n]) => ch.repeat(n));

const huge = fc.constantFrom('x', '😀', '\u0000').map((ch) => ch.repeat(HUGE / ch.length + 1));

export type StringKind =
  | 'empty'
  | 'control'
  | 'unicode'
  | 'prototype'
  | 'injection'
  | 'long'
  | 'huge'
  | 'any';

/** Hostile strings, tagged with their kind (counted in the report). `huge` only where allowed. */
export function hostileString(opts: {
  huge: boolean;
  maxLength?: number;
}): fc.Arbitrary<[StringKind, string]> {
  const cap = (a: fc.Arbitrary<string>) =>
    opts.maxLength ? a.map((s) => s.slice(0, opts.maxLength)).filter((s) => s.length > 0) : a;
  const kinds: fc.Arbitrary<[StringKind, string]>[] = [
    fc.constant<[StringKind, string]>(['empty', '']),
    cap(withControl).map((s): [StringKind, string] => ['control', s]),
    cap(fc.array(oddUnicode, { minLength: 1, maxLength: 4 }).map((a) => a.join(''))).map(
      (s): [StringKind, string] => ['unicode', s],
    ),
    fc.constantFrom(...PROTOTYPE_KEYS).map((s): [StringKind, string] => ['prototype', s]),
    injection.map((s): [StringKind, string] => ['injection', s]),
    cap(long).map((s): [StringKind, string] => ['long', s]),
    cap(fc.string({ unit: 'binary', maxLength: 40 })).map((s): [StringKind, string] => ['any', s]),
  ];
  if (opts.huge) kinds.push(huge.map((s): [StringKind, string] => ['huge', s]));
  return fc.oneof(...kinds);
}

/** A JSON value of any type (the wrong one for most fields), including deep and odd numbers. */
export const wrongTypeValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 1, [], {}, [null], ['']),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  fc.integer({ min: 50, max: 2000 }).map((depth) => {
    let v: unknown = 'deep';
    for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
    return v;
  }),
);
