import { describe, expect, it } from 'vitest';
import { CacheRegistry } from '../changes/caches.ts';
import { tags } from '../changes/change-tags.ts';
import { sharedRead, sharingReads, visitorReads } from './page-reads.ts';

const TAGS = { tags: [tags.business('a')] };

describe('visitor reads', () => {
  const counter = () => {
    let reads = 0;
    return {
      read: (value: string) => async () => {
        reads++;
        return value;
      },
      get count() {
        return reads;
      },
    };
  };

  it('reads a key once, and again once a change names what it shows (not another business)', async () => {
    const caches = new CacheRegistry();
    const store = visitorReads({ caches });
    const db = counter();
    const ask = () => sharingReads(store, () => sharedRead('business:a', db.read('A'), TAGS));
    expect(await ask()).toBe('A');
    expect(await ask()).toBe('A');
    expect(db.count).toBe(1);
    caches.drop([tags.business('b')]);
    await ask();
    expect(db.count).toBe(1);
    caches.drop([tags.business('a')]);
    expect(await ask()).toBe('A');
    expect(db.count).toBe(2);
    expect(caches.report()).toEqual([{ name: 'visitor-reads', hits: 2, misses: 2, entries: 1 }]);
  });

  it('keeps a read a minute at most (a post that ends leaves its page within it)', async () => {
    let now = 0;
    const store = visitorReads({ caches: new CacheRegistry({ now: () => now }) });
    const db = counter();
    const ask = () => sharingReads(store, () => sharedRead('k', db.read('v'), TAGS));
    await ask();
    now = 59_999;
    await ask();
    expect(db.count).toBe(1);
    now = 60_000;
    await ask();
    expect(db.count).toBe(2);
  });

  it('keeps neither a failed read, nor one refused by keep(), nor one during which its business changed', async () => {
    const caches = new CacheRegistry();
    const store = visitorReads({ caches });
    await expect(
      sharingReads(store, () => sharedRead('k', () => Promise.reject(new Error('down')), TAGS)),
    ).rejects.toThrow('down');
    const db = counter();
    expect(await sharingReads(store, () => sharedRead('k', db.read('after'), TAGS))).toBe('after');
    const draft = counter();
    for (let i = 0; i < 2; i++)
      await sharingReads(store, () => sharedRead('d', draft.read('draft'), { ...TAGS, keep: () => false }));
    expect(draft.count).toBe(2);
    const slow = sharingReads(store, () =>
      sharedRead(
        'w',
        async () => {
          caches.drop([tags.business('a')]); // a change lands while this read runs
          return 'old';
        },
        TAGS,
      ),
    );
    expect(await slow).toBe('old');
    const fresh = counter();
    expect(await sharingReads(store, () => sharedRead('w', fresh.read('new'), TAGS))).toBe('new');
    expect(fresh.count).toBe(1);
  });

  it('outside a request that shares, every lookup reads', async () => {
    const db = counter();
    await sharedRead('k', db.read('v'), TAGS);
    await sharedRead('k', db.read('v'), TAGS);
    expect(db.count).toBe(2);
  });
});
