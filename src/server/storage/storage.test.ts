// One contract for every Storage adapter: local disk and S3 (against a local s3rver).
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { localStorage } from './local-storage.ts';
import { s3PublicBase, s3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
type S3rverClass = new (opts: Record<string, unknown>) => S3rverInstance;
const require = createRequire(import.meta.url);
const S3rver = require('s3rver') as S3rverClass;

// s3rver encrypts ListObjectsV2 continuation tokens with single DES, which OpenSSL 3 no longer
// offers; map it to triple DES (same 8-byte block and IV) so truncated listings work in tests.
const nodeCrypto = require('node:crypto') as typeof import('node:crypto');
for (const name of ['createCipheriv', 'createDecipheriv'] as const) {
  const original = nodeCrypto[name] as (alg: string, key: Buffer, iv: Buffer) => unknown;
  (nodeCrypto as Record<string, unknown>)[name] = (alg: string, key: Buffer, iv: Buffer) =>
    alg === 'des' ? original('des-ede3-cbc', Buffer.concat([key, key, key]), iv) : original(alg, key, iv);
}

const BUCKET = 'locals-test';
const tmpDirs: string[] = [];
let s3rver: S3rverInstance | undefined;

async function tmp(prefix: string) {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  tmpDirs.push(dir);
  return dir;
}

interface Adapter {
  storage: Storage;
  /** Absolute URL to GET a stored object over HTTP, or null when the adapter is not served here. */
  httpUrl: (url: string) => string | null;
}

const adapters: Record<string, () => Promise<Adapter>> = {
  local: async () => ({ storage: localStorage(await tmp('locals-media-')), httpUrl: () => null }),
  s3: async () => {
    s3rver = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: await tmp('locals-s3rver-'),
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    const { port } = await s3rver.run();
    const env = { S3_BUCKET: BUCKET, S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_REGION: 'us-east-1' };
    const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
    expect(s3PublicBase(env)).toBe(`http://127.0.0.1:${port}/${BUCKET}`);
    return { storage: s3Storage(env, { credentials }), httpUrl: (url) => url };
  },
};

afterAll(async () => {
  await s3rver?.close();
  await Promise.all(tmpDirs.map((d) => rm(d, { recursive: true, force: true })));
});

const bytes = (text: string) => new TextEncoder().encode(text);

describe.each(Object.keys(adapters))('%s storage', (name) => {
  let adapter: Adapter;
  let storage: Storage;
  beforeAll(async () => {
    adapter = await adapters[name]();
    storage = adapter.storage;
  });

  test('put returns a URL whose key round-trips through keyFromUrl', async () => {
    const key = 'owner-photos/biz-1/abc123.jpg';
    const url = await storage.put(key, bytes('hello'), 'image/jpeg');
    expect(url).toBe(storage.publicUrl(key));
    expect(storage.keyFromUrl(url)).toBe(key);
    expect(storage.keyFromUrl('https://elsewhere.example/owner-photos/biz-1/abc123.jpg')).toBeNull();
    expect(await storage.list('owner-photos/biz-1/')).toEqual([key]);
  });

  test('list by prefix, with a limit', async () => {
    for (const n of [1, 2, 3])
      await storage.put(`product-photos/biz-2/p${n}.jpg`, bytes(`p${n}`), 'image/jpeg');
    await storage.put('product-photos/biz-3/other.jpg', bytes('x'), 'image/jpeg');
    expect((await storage.list('product-photos/biz-2/')).sort()).toEqual([
      'product-photos/biz-2/p1.jpg',
      'product-photos/biz-2/p2.jpg',
      'product-photos/biz-2/p3.jpg',
    ]);
    expect(await storage.list('product-photos/biz-2/', 2)).toHaveLength(2);
    expect(await storage.list('product-photos/nobody/')).toEqual([]);
  });

  test('delete removes the object and deleting a missing key is fine', async () => {
    const key = 'business-logos/biz-4/logo.png';
    await storage.put(key, bytes('logo'), 'image/png');
    await storage.delete(key);
    expect(await storage.list('business-logos/biz-4/')).toEqual([]);
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  test('overwrite replaces the bytes; the object is served over HTTP with its type', async () => {
    const key = 'owner-photos/biz-5/same.webp';
    await storage.put(key, bytes('first'), 'image/webp');
    const url = await storage.put(key, bytes('second'), 'image/webp');
    expect(await storage.list('owner-photos/biz-5/')).toEqual([key]);
    const httpUrl = adapter.httpUrl(url);
    if (!httpUrl) return;
    const res = await fetch(httpUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(await res.text()).toBe('second');
  });

  test('unsafe keys are rejected', async () => {
    for (const key of [
      '../escape.jpg',
      'owner-photos/../../etc/passwd',
      '/abs/path.jpg',
      'nobucket',
      'a/b c.jpg',
    ]) {
      await expect(storage.put(key, bytes('x'), 'image/jpeg')).rejects.toThrow(/unsafe/);
      await expect(storage.delete(key)).rejects.toThrow(/unsafe/);
    }
  });
});
