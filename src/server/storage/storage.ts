// Where uploaded files live. Keys look like `{bucket}/{business_id}/{content-hash}.{ext}` (docs/product.md §15).
export const BUCKETS = ['owner-photos', 'business-logos', 'product-photos', 'post-photos'] as const;
export type Bucket = (typeof BUCKETS)[number];

export interface Storage {
  /** Stores bytes under a key and returns the public URL. Overwrites an existing key. */
  put(key: string, body: Uint8Array, contentType: string): Promise<string>;
  delete(key: string): Promise<void>;
  /** Keys under a prefix (at most `limit`). */
  list(prefix: string, limit?: number): Promise<string[]>;
  publicUrl(key: string): string;
  /** Key for a URL this storage produced, or null for a foreign URL. */
  keyFromUrl(url: string): string | null;
}

export const SAFE_KEY = /^[a-z0-9-]+(\/[A-Za-z0-9._-]+)+$/;

export function assertSafeKey(key: string) {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
}
