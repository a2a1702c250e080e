// Broken photo uploads: forms whose structure is wrong (boundary, headers, truncation, thousands of
// parts), forms whose file is not an image (or only looks like one), and bodies over the limit.
// None of them is a storable image, so every one must be refused and store nothing.
import fc from 'fast-check';
import { hostileString, PROTOTYPE_KEYS } from './fuzz-values.ts';

export interface RawBody {
  label: string;
  contentType: string;
  body: Uint8Array;
}

const enc = new TextEncoder();
const bytes = (...parts: (string | Uint8Array)[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? enc.encode(p) : p)));

/** A PNG header that claims 100,000 × 100,000 pixels (a decompression bomb's first bytes). */
function pngBombHeader(): Uint8Array {
  const b = Buffer.from('89504e470d0a1a0a0000000d49484452000186a0000186a00806000000', 'hex');
  return bytes(b, new Uint8Array(64));
}

/** File contents that are not a storable image; `jpegBytes` is a real JPEG the truncations cut. */
function badFiles(jpegBytes: Uint8Array): fc.Arbitrary<[string, Uint8Array]> {
  return fc.oneof(
    fc.constant<[string, Uint8Array]>(['empty-file', new Uint8Array(0)]),
    fc.constant<[string, Uint8Array]>(['text-file', enc.encode('not an image at all')]),
    fc.constant<[string, Uint8Array]>([
      'svg',
      enc.encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    ]),
    fc.constant<[string, Uint8Array]>(['png-bomb-header', pngBombHeader()]),
    fc.constant<[string, Uint8Array]>(['gif-header-only', enc.encode('GIF89a\u0001\u0000\u0001\u0000')]),
    fc.constant<[string, Uint8Array]>(['jpeg-magic-only', Uint8Array.from([0xff, 0xd8, 0xff, 0xe0])]),
    fc
      .integer({ min: 4, max: Math.max(5, Math.floor(jpegBytes.length / 3)) })
      .map((n): [string, Uint8Array] => ['truncated-jpeg', jpegBytes.slice(0, n)]),
    fc.uint8Array({ minLength: 1, maxLength: 4096 }).map((b): [string, Uint8Array] => ['random-bytes', b]),
    fc
      .uint8Array({ minLength: 16, maxLength: 512 })
      .map((b): [string, Uint8Array] => [
        'jpeg-magic-then-noise',
        bytes(Uint8Array.from([0xff, 0xd8, 0xff]), b),
      ]),
  );
}

const filePart = (boundary: string, field: string, filename: string, type: string, content: Uint8Array) =>
  bytes(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n`,
    `Content-Type: ${type}\r\n\r\n`,
    content,
    '\r\n',
  );

/** Malformed or non-image uploads for a route reading multipart field `field`. */
export function badMultipart(field: string, jpegBytes: Uint8Array): fc.Arbitrary<RawBody> {
  const boundary = fc.constantFrom('----corpus', 'x', 'a'.repeat(70), '--', '"quoted"');
  const filename = fc.oneof(
    fc.constantFrom('photo.jpg', '../../etc/passwd', 'a\u0000.jpg', 'x.php.jpg', ''),
    hostileString({ huge: false, maxLength: 300 }).map(([, s]) => s.replace(/["\r\n]/g, '_')),
  );
  const declared = fc.constantFrom(
    'image/jpeg',
    'image/png',
    'image/svg+xml',
    'text/html',
    'application/octet-stream',
  );
  const fieldName = fc.oneof(
    fc.constant(field),
    fc.constant(field),
    fc.constantFrom(`${field}[]`, 'file', 'files', 'photo', ...PROTOTYPE_KEYS),
  );

  const wellFormedBadFile = fc
    .tuple(boundary, fieldName, filename, declared, badFiles(jpegBytes), fc.integer({ min: 1, max: 3 }))
    .map(([b, name, fn, type, [label, content], copies]) => ({
      label: `form:${label}`,
      contentType: `multipart/form-data; boundary=${b}`,
      body: bytes(
        ...Array.from({ length: copies }, () => filePart(b, name, fn, type, content)),
        `--${b}--\r\n`,
      ),
    }));

  const structural = fc.oneof(
    fc.constant<RawBody>({ label: 'no-content-type', contentType: '', body: enc.encode('file=abc') }),
    fc.constant<RawBody>({
      label: 'json-instead',
      contentType: 'application/json',
      body: enc.encode(JSON.stringify({ [field]: 'x' })),
    }),
    fc.constant<RawBody>({
      label: 'urlencoded',
      contentType: 'application/x-www-form-urlencoded',
      body: enc.encode(`${field}=abc&__proto__[x]=1`),
    }),
    fc.constant<RawBody>({
      label: 'no-boundary',
      contentType: 'multipart/form-data',
      body: filePart('b', field, 'a.jpg', 'image/jpeg', jpegBytes.slice(0, 40)),
    }),
    fc.constant<RawBody>({
      label: 'boundary-mismatch',
      contentType: 'multipart/form-data; boundary=expected',
      body: bytes(filePart('other', field, 'a.jpg', 'image/jpeg', jpegBytes.slice(0, 40)), '--other--\r\n'),
    }),
    fc.constant<RawBody>({
      label: 'no-closing-boundary',
      contentType: 'multipart/form-data; boundary=b',
      body: bytes(
        `--b\r\nContent-Disposition: form-data; name="${field}"; filename="a.jpg"\r\n\r\n`,
        jpegBytes.slice(0, 60),
      ),
    }),
    fc.constant<RawBody>({
      label: 'text-field-not-file',
      contentType: 'multipart/form-data; boundary=b',
      body: enc.encode(`--b\r\nContent-Disposition: form-data; name="${field}"\r\n\r\nhello\r\n--b--\r\n`),
    }),
    fc.constant<RawBody>({
      label: 'no-disposition',
      contentType: 'multipart/form-data; boundary=b',
      body: enc.encode('--b\r\nContent-Type: image/jpeg\r\n\r\nxyz\r\n--b--\r\n'),
    }),
    fc.constant<RawBody>({
      label: 'huge-part-header',
      contentType: 'multipart/form-data; boundary=b',
      body: enc.encode(
        `--b\r\nContent-Disposition: form-data; name="${'n'.repeat(100_000)}"\r\n\r\nx\r\n--b--\r\n`,
      ),
    }),
    fc.integer({ min: 500, max: 3000 }).map(
      (n): RawBody => ({
        label: 'thousands-of-parts',
        contentType: 'multipart/form-data; boundary=b',
        body: enc.encode(
          `${Array.from({ length: n }, (_, i) => `--b\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nv\r\n`).join('')}--b--\r\n`,
        ),
      }),
    ),
    fc
      .uint8Array({ maxLength: 2048 })
      .map(
        (b): RawBody => ({ label: 'random-body', contentType: 'multipart/form-data; boundary=b', body: b }),
      ),
  );

  return fc.oneof(
    { weight: 6, arbitrary: wellFormedBadFile },
    { weight: 4, arbitrary: structural },
    { weight: 1, arbitrary: oversized(field) },
  );
}

/** Over the single-upload limit (8 MB + 256 KB) and over the 8 MB per-image limit. */
const OVERSIZED = 8 * 1024 * 1024 + 300 * 1024;
let oversizedBody: Uint8Array | undefined;
function oversized(field: string): fc.Arbitrary<RawBody> {
  return fc.constant(null).map(() => {
    oversizedBody ??= bytes(
      filePart(
        'b',
        field,
        'big.jpg',
        'image/jpeg',
        bytes(Uint8Array.from([0xff, 0xd8, 0xff]), new Uint8Array(OVERSIZED)),
      ),
      '--b--\r\n',
    );
    return { label: 'oversized', contentType: 'multipart/form-data; boundary=b', body: oversizedBody };
  });
}
