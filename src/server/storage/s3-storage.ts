// S3-compatible object storage (AWS S3, MinIO, R2, …). Chosen when S3_BUCKET is set (README, Configuration).
// Credentials come from the standard AWS environment variables / provider chain unless passed in.
import {
  DeleteObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import type { Env } from '../env.ts';
import { assertSafeKey, SAFE_KEY, type Storage } from './storage.ts';

export type S3Env = Pick<Env, 'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_PUBLIC_URL'>;

/** Objects are content-addressed, so their bytes never change under a key. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Base URL under which objects are publicly readable, without a trailing slash. */
export function s3PublicBase(env: S3Env): string {
  const bucket = requireBucket(env);
  const base =
    env.S3_PUBLIC_URL ??
    (env.S3_ENDPOINT
      ? `${env.S3_ENDPOINT.replace(/\/+$/, '')}/${bucket}`
      : `https://${bucket}.s3.${env.S3_REGION}.amazonaws.com`);
  return base.replace(/\/+$/, '');
}

export function s3Storage(env: S3Env, overrides: Partial<S3ClientConfig> = {}): Storage {
  const bucket = requireBucket(env);
  const base = s3PublicBase(env);
  const client = new S3Client({
    region: env.S3_REGION,
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT, forcePathStyle: true } : {}),
    // Many S3-compatible services reject the SDK's default streaming checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...overrides,
  });
  const publicUrl = (key: string) => {
    assertSafeKey(key);
    return `${base}/${key}`;
  };

  return {
    async put(key, body, contentType) {
      assertSafeKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ContentLength: body.byteLength,
          CacheControl: CACHE_CONTROL,
        }),
      );
      return publicUrl(key);
    },
    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async list(prefix, limit = 1000) {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: bucket,
            Prefix: prefix,
            MaxKeys: Math.min(1000, limit - keys.length),
            ContinuationToken: token,
          }),
        );
        for (const obj of page.Contents ?? []) if (obj.Key && keys.length < limit) keys.push(obj.Key);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token && keys.length < limit);
      return keys;
    },
    publicUrl,
    keyFromUrl(url) {
      if (!url.startsWith(`${base}/`)) return null;
      const key = url.slice(base.length + 1);
      return SAFE_KEY.test(key) && !key.includes('..') ? key : null;
    },
  };
}

function requireBucket(env: S3Env): string {
  if (!env.S3_BUCKET) throw new Error('S3_BUCKET is required for S3 storage');
  return env.S3_BUCKET;
}
