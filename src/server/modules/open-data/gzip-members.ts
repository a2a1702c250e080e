// Gzip files made of members (RFC 1952 §2.2: a gzip file is one or more members, and readers
// decompress them as one stream). Each state's rows are compressed once, into a part, and the whole
// directory's file is its header's member followed by every state's part: no row is compressed twice.
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGzip, gzipSync } from 'node:zlib';

const FLUSH_AT = 1 << 16;

/** One member written as it comes, to a file, with backpressure. */
export class GzipPart {
  readonly path: string;
  private readonly gzip = createGzip({ level: 6 });
  private readonly done: Promise<void>;
  private pending = '';
  /** What was written, before compression (the part is empty when nothing was). */
  written = 0;

  constructor(path: string) {
    this.path = path;
    this.done = pipeline(this.gzip, createWriteStream(path));
  }

  async write(text: string): Promise<void> {
    this.pending += text;
    this.written += text.length;
    if (this.pending.length >= FLUSH_AT) await this.flush();
  }

  private async flush() {
    if (!this.pending) return;
    const ok = this.gzip.write(this.pending);
    this.pending = '';
    if (!ok) await once(this.gzip, 'drain');
  }

  async end(): Promise<void> {
    await this.flush();
    this.gzip.end();
    await this.done;
  }
}

/** A member of its own for a short text (a header, a separator). */
export const member = (text: string): Buffer => gzipSync(text, { level: 6 });

/** Writes the members in order to `path`; its size and SHA-256 (hex). */
export async function joinMembers(
  path: string,
  members: ReadonlyArray<Buffer | GzipPart>,
): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  const out: WriteStream = createWriteStream(path);
  let bytes = 0;
  const put = async (chunk: Buffer) => {
    hash.update(chunk);
    bytes += chunk.length;
    if (!out.write(chunk)) await once(out, 'drain');
  };
  for (const m of members) {
    if (Buffer.isBuffer(m)) await put(m);
    else for await (const chunk of createReadStream(m.path)) await put(chunk as Buffer);
  }
  out.end();
  await once(out, 'finish');
  return { bytes, sha256: hash.digest('hex') };
}
