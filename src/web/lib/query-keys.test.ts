import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { markBusinessViewsStale, refreshBusinessLists } from './business-views.ts';
import { queryKeys } from './query-keys.ts';

const businessPage = (username: string) => [...queryKeys.businessPage, username, 'anonymous'];

type Key = readonly unknown[];

/** A cache holding one answer under each key given. */
function cacheWith(keys: Key[]) {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, { cached: true });
  return client;
}
const isStale = (client: QueryClient, key: Key) => client.getQueryState(key)?.isInvalidated ?? false;

describe('invalidation names its keys', () => {
  const owner = [...queryKeys.ownerBusiness, 'b1'];
  const other = [...queryKeys.ownerBusiness, 'b2'];
  const page = businessPage('shop');
  const keys = [
    queryKeys.session,
    queryKeys.me,
    queryKeys.states,
    owner,
    other,
    page,
    queryKeys.myBusinesses,
  ];

  it('after an owner changes a business: its views, not the session, the profile or other businesses', async () => {
    const client = cacheWith(keys);
    await markBusinessViewsStale(client, 'b1');
    expect([owner, page, queryKeys.myBusinesses].map((k) => isStale(client, k))).toEqual([true, true, true]);
    expect([queryKeys.session, queryKeys.me, queryKeys.states, other].map((k) => isStale(client, k))).toEqual(
      [false, false, false, false],
    );
  });

  it('after a delete: the lists, never the session', async () => {
    const client = cacheWith(keys);
    await refreshBusinessLists(client);
    expect(isStale(client, queryKeys.myBusinesses)).toBe(true);
    expect(isStale(client, page)).toBe(true);
    expect(isStale(client, queryKeys.session)).toBe(false);
  });
});
