import { describe, expect, it } from 'vitest';
import { sharedRead, sharingReads, visitorReads } from './page-reads.ts';

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

  it('reads a key once while the data stands still, and again once it changes', async () => {
    let version = 0;
    const looked: boolean[] = [];
    const store = visitorReads({ dataVersion: () => version, onLookup: (hit) => looked.push(hit) });
    const db = counter();
    const ask = () => sharingReads(store, () => sharedRead('business:a', db.read('A')));
    expect(await ask()).toBe('A');
    expect(await ask()).toBe('A');
    expect(db.count).toBe(1);
    version = 1;
    expect(await ask()).toBe('A');
    expect(db.count).toBe(2);
    expect(looked).toEqual([false, true, false]);
  });

  it('keeps a read a minute at most (another process may have written)', async () => {
    let now = 0;
    const store = visitorReads({ dataVersion: () => 0, now: () => now });
    const db = counter();
    const ask = () => sharingReads(store, () => sharedRead('k', db.read('v')));
    await ask();
    now = 59_999;
    await ask();
    expect(db.count).toBe(1);
    now = 60_000;
    await ask();
    expect(db.count).toBe(2);
  });

  it('keeps neither a failed read nor one during which data changed', async () => {
    let version = 0;
    const store = visitorReads({ dataVersion: () => version });
    await expect(
      sharingReads(store, () => sharedRead('k', () => Promise.reject(new Error('down')))),
    ).rejects.toThrow('down');
    const db = counter();
    expect(await sharingReads(store, () => sharedRead('k', db.read('after')))).toBe('after');
    const slow = sharingReads(store, () =>
      sharedRead('w', async () => {
        version = 1; // a write lands while this read runs
        return 'old';
      }),
    );
    expect(await slow).toBe('old');
    const fresh = counter();
    expect(await sharingReads(store, () => sharedRead('w', fresh.read('new')))).toBe('new');
    expect(fresh.count).toBe(1);
  });

  it('outside a request that shares, every lookup reads', async () => {
    const db = counter();
    await sharedRead('k', db.read('v'));
    await sharedRead('k', db.read('v'));
    expect(db.count).toBe(2);
  });
});
