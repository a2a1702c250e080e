// Columns read by a subquery per row (a card's "New: …" line, a business's price list) belong to
// that row's business: two businesses with different data each show their own. A test where only
// one business has data cannot tell "its own" from "anyone's" (the market once showed every card
// the newest post of any business).
import { beforeAll, describe, expect, test } from 'vitest';
import { createBusinessRow, createPostRow, createUserRow } from '../test/factories.ts';
import { serverWithMailForFile } from '../test/harness.ts';
import { businessPricingItems } from './schema/index.ts';

const live = serverWithMailForFile();
const ids: Record<'older' | 'newer', string> = { older: '', newer: '' };

beforeAll(async () => {
  const db = live.server.deps.db;
  const owner = await createUserRow(db);
  const make = async (name: 'older' | 'newer', price: string) => {
    const row = await createBusinessRow(db, owner.id, {
      businessUsername: `${name}.candles`,
      businessName: `${name} candles`,
    });
    await db.insert(businessPricingItems).values({
      businessId: row.businessId,
      itemName: `${name} jar`,
      itemPrice: price,
      position: 0,
    });
    return row.businessId;
  };
  ids.older = await make('older', '12.00');
  ids.newer = await make('newer', '30.50');
  // The newer business's post is the newest of all: the one a mixed-up query would show everywhere.
  await createPostRow(db, ids.older, { kind: 'update', title: 'Beeswax is back' });
  await createPostRow(db, ids.newer, { kind: 'update', title: 'Holiday tasting night' });
});

const newPostOf = (items: { businessId: string; newPost: string | null }[], id: string) =>
  items.find((i) => i.businessId === id)?.newPost;

describe('each row reads its own business', () => {
  test('market cards say "New: …" with their own business\'s newest post', async () => {
    const page = await (await live.server.fetch('/api/market?state=california')).json();
    expect(newPostOf(page.items, ids.older)).toBe('Beeswax is back');
    expect(newPostOf(page.items, ids.newer)).toBe('Holiday tasting night');
  });

  test('search cards do too', async () => {
    const page = await (await live.server.fetch('/api/search?q=candles')).json();
    expect(newPostOf(page.items, ids.older)).toBe('Beeswax is back');
    expect(newPostOf(page.items, ids.newer)).toBe('Holiday tasting night');
  });

  test("a business's price list is its own", async () => {
    for (const [name, price] of [
      ['older', '12.00'],
      ['newer', '30.50'],
    ]) {
      const business = await (await live.server.fetch(`/api/businesses/by-username/${name}.candles`)).json();
      expect(business.pricing).toEqual([{ itemName: `${name} jar`, itemPrice: price, position: 0 }]);
    }
  });
});
