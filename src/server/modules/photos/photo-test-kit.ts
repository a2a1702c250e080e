// Shared set-up for the photo API tests: a real server, two signed-in users and upload helpers.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll } from 'vitest';
import { businessProfiles } from '../../db/schema/index.ts';
import { signUpVerified } from '../../test/auth-helpers.ts';
import { createBusinessRow } from '../../test/factories.ts';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';

export type Upload = { bytes: Uint8Array; name: string; type: string };

export const textFile: Upload = {
  bytes: new TextEncoder().encode('not an image at all'),
  name: 'evil.jpg',
  type: 'image/jpeg',
};

export async function jpeg(colour = '#c05028', width = 1600, height = 1200): Promise<Upload> {
  const img = sharp({ create: { width, height, channels: 3, background: colour } }).jpeg();
  return { bytes: new Uint8Array(await img.toBuffer()), name: 'photo.jpg', type: 'image/jpeg' };
}

export const photosPath = (id: string, rest = '') => `/api/businesses/${id}/photos${rest ? `/${rest}` : ''}`;

/** Starts the server for the calling test file; the returned helpers work once beforeAll has run. */
export function setupPhotoServer() {
  const state = {} as {
    server: TestServer;
    smtp: Awaited<ReturnType<typeof startSmtpSink>>;
    owner: { cookie: string; id: string };
    stranger: { cookie: string; id: string };
  };
  beforeAll(async () => {
    state.smtp = await startSmtpSink();
    state.server = await startTestServer({ SMTP_URL: state.smtp.url });
    const signIn = async (name: string) => {
      const { cookie } = await signUpVerified(state.server, state.smtp, name);
      const res = await state.server.fetch('/api/auth/get-session', { headers: { cookie } });
      return { cookie, id: (await res.json()).user.id as string };
    };
    state.owner = await signIn('photoowner');
    state.stranger = await signIn('stranger');
  });
  afterAll(async () => {
    await state.server?.close();
    await state.smtp?.close();
  });

  const kit = {
    state,
    newBusiness: async () => (await createBusinessRow(state.server.deps.db, state.owner.id)).businessId,
    upload(
      path: string,
      field: string,
      files: Upload[],
      opts: { cookie?: string | null; method?: string } = {},
    ) {
      const form = new FormData();
      for (const f of files)
        form.append(field, new Blob([f.bytes as Uint8Array<ArrayBuffer>], { type: f.type }), f.name);
      const cookie = opts.cookie === undefined ? state.owner.cookie : opts.cookie;
      const headers: Record<string, string> = cookie ? { cookie } : {};
      return state.server.fetch(path, { method: opts.method ?? 'PUT', body: form, headers });
    },
    send(path: string, method: string, json?: unknown, cookie: string | null = state.owner.cookie) {
      return state.server.fetch(path, { method, json, headers: cookie ? { cookie } : {} });
    },
    stored: (bucket: string, id: string) => state.server.deps.storage.list(`${bucket}/${id}/`),
    async row(id: string) {
      const db = state.server.deps.db;
      return (await db.select().from(businessProfiles).where(eq(businessProfiles.businessId, id)))[0];
    },
    async fetchBytes(url: string) {
      const res = await state.server.fetch(url);
      const bytes = new Uint8Array(await res.arrayBuffer());
      return { status: res.status, type: res.headers.get('content-type'), bytes };
    },
  };
  return kit;
}
