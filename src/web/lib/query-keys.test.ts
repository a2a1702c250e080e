import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { markBusinessViewsStale, queryKeys, refreshBusinessLists } from './query-keys.ts';

type Key = readonly unknown[];
type Entry = Key | ((...args: never[]) => Key) | { [name: string]: Entry };

/** Every key of the registry, with sample arguments, by resource. */
function keysOf(entry: Entry): Key[] {
  if (Array.isArray(entry)) return [entry];
  if (typeof entry === 'function') return [(entry as (...args: string[]) => Key)('a', 'b', 'c')];
  return Object.values(entry).flatMap((e) => keysOf(e as Entry));
}

describe('queryKeys', () => {
  it('gives every resource a prefix of its own', () => {
    const prefixes = Object.values(queryKeys).map((entry) => [
      ...new Set(keysOf(entry as Entry).map((k) => k[0])),
    ]);
    for (const own of prefixes) expect(own).toHaveLength(1);
    const all = prefixes.flat();
    expect(new Set(all).size).toBe(all.length);
  });
});

/** A cache holding one answer under each key given. */
function cacheWith(keys: Key[]) {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, { cached: true });
  return client;
}
const isStale = (client: QueryClient, key: Key) => client.getQueryState(key)?.isInvalidated ?? false;

describe('invalidation names its keys', () => {
  const owner = queryKeys.ownerBusiness('b1');
  const other = queryKeys.ownerBusiness('b2');
  const page = queryKeys.businessPage.one('shop', null);
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
