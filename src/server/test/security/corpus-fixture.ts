// The corpus's server: an operator, and a signed-in owner with a published business that has product photos (so
// reorder and delete have something to check against) and no owner photo or logo (so uploads get
// as far as reading the form). The server trusts one proxy, so each request can come from its own
// address and the per-address limits do not turn the corpus into a wall of 429s.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll } from 'vitest';
import { businessRecommendations } from '../../db/schema/index.ts';
import { CLI_ACTOR } from '../../modules/audit/audit.service.ts';
import { setOperator } from '../../modules/operators/operator-role.service.ts';
import { sessionOf, signUpVerified } from '../auth-helpers.ts';
import { createBusinessRow, createPostRow, createUserRow } from '../factories.ts';
import { startTestServer, type TestServer } from '../harness.ts';
import { startSmtpSink } from '../smtp-sink.ts';
import type { CorpusContext } from './endpoint-kinds.ts';

export function setupCorpusServer() {
  const state = {} as {
    server: TestServer;
    smtp: Awaited<ReturnType<typeof startSmtpSink>>;
    ownerCookie: string;
    operatorCookie: string;
    ctx: CorpusContext;
    jpeg: Uint8Array;
  };
  beforeAll(async () => {
    state.smtp = await startSmtpSink();
    state.server = await startTestServer({ SMTP_URL: state.smtp.url, TRUST_PROXY: '1' });
    const { cookie } = await signUpVerified(state.server, state.smtp, 'corpusowner');
    const session = await sessionOf(state.server, cookie);
    if (!session) throw new Error('the corpus owner has no session');
    const businessId = randomUUID();
    const productUrls = ['a1b2c3d4e5f60718', '0f1e2d3c4b5a6978'].map(
      (h) => `/media/product-photos/${businessId}/${h}.jpg`,
    );
    await createBusinessRow(state.server.deps.db, session.user.id, {
      businessId,
      businessUsername: 'corpus-candles',
      productPhotos: productUrls,
    });
    const post = await createPostRow(state.server.deps.db, businessId, {
      createdAt: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000),
    });
    // A neighbour's shown note on the business (reported and answered by the corpus).
    const neighbour = await createUserRow(state.server.deps.db, 'corpusneighbour');
    const [note] = await state.server.deps.db
      .insert(businessRecommendations)
      .values({ businessId, userId: neighbour.id, note: 'Kind people.' })
      .returning();
    state.ownerCookie = cookie;
    const operator = await signUpVerified(state.server, state.smtp, 'corpusop');
    await setOperator(state.server.deps.db, operator.email, true, CLI_ACTOR);
    state.operatorCookie = operator.cookie;
    state.ctx = {
      businessId,
      businessUsername: 'corpus-candles',
      ownerUsername: 'corpusowner',
      productUrls,
      postId: post.id,
      recommendationId: note.id,
    };
    state.jpeg = new Uint8Array(
      await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c05028' } })
        .jpeg()
        .toBuffer(),
    );
  });
  afterAll(async () => {
    await state.server?.close();
    await state.smtp?.close();
  });
  return state;
}
