// Shared first pages: a few start points at a time, replaced in turn; a page read once per start
// point and search; nothing kept past a change naming its tags, or a failed read.
import { describe, expect, test } from 'vitest';
import { CacheRegistry } from '../../changes/caches.ts';
import { firstPages, START_LIFETIME_MS, STARTS, searchKey } from './first-pages.ts';

const TAGS = ['place:Texas'];

function setup() {
  let clock = 1_000_000;
  const caches = new CacheRegistry({ now: () => clock });
  let slot = 0;
  const reads: number[] = [];
  let draws = 0;
  const pages = firstPages<string>({
    caches,
    name: 'test-first-pages',
    now: () => clock,
    // Draws alternate: the slot a visit takes (set by the test), then a new start point when needed.
    random: () => (draws++ % 2 === 0 ? (slot + 0.5) / STARTS : Math.random()),
  });
  const read = async (start: number) => {
    reads.push(start);
    return `page from ${start}`;
  };
  return {
    ask: (key = 'q=pottery') => pages.first(key, TAGS, read),
    caches,
    reads,
    take: (s: number) => {
      slot = s;
      draws = 0;
    },
    tick: (ms: number) => {
      clock += ms;
    },
    change: (tags: string[]) => caches.drop(tags),
  };
}

describe('first pages shared from a few start points', () => {
  test('the same search from the same start point is read once', async () => {
    const s = setup();
    s.take(3);
    const first = await s.ask();
    s.take(3);
    expect(await s.ask()).toBe(first);
    expect(s.reads).toHaveLength(1);
  });

  test('other start points and other searches are read on their own', async () => {
    const s = setup();
    s.take(3);
    await s.ask();
    s.take(4);
    await s.ask();
    s.take(3);
    await s.ask('q=bakery');
    expect(s.reads).toHaveLength(3);
    expect(new Set(s.reads.slice(0, 2)).size).toBe(2);
  });

  test('a start point lasts its lifetime, then a new one is drawn; the points turn over one at a time', async () => {
    const s = setup();
    const startsNow = async () => {
      const seen: number[] = [];
      for (let slot = 0; slot < STARTS; slot++) {
        s.take(slot);
        await s.ask(`probe ${Math.random()}`);
        seen.push(s.reads.at(-1) as number);
      }
      return seen;
    };
    const before = await startsNow();
    s.tick(START_LIFETIME_MS / STARTS);
    const after = await startsNow();
    // Exactly one slot's period ended in that time.
    expect(before.filter((start, i) => start !== after[i])).toHaveLength(1);
    s.tick(START_LIFETIME_MS);
    const later = await startsNow();
    expect(later.every((start, i) => start !== after[i])).toBe(true);
  });

  test("a change naming the search's tags drops its pages; another change does not", async () => {
    const s = setup();
    s.take(1);
    await s.ask();
    s.change(['place:Oregon']);
    s.take(1);
    await s.ask();
    expect(s.reads).toHaveLength(1);
    s.change(['place:Texas']);
    s.take(1);
    await s.ask();
    expect(s.reads).toHaveLength(2);
    expect(s.caches.report()).toEqual([{ name: 'test-first-pages', hits: 1, misses: 2, entries: 1 }]);
  });

  test('a failed read is not kept', async () => {
    let fail = true;
    const pages = firstPages<string>({ caches: new CacheRegistry(), name: 'test', random: () => 0 });
    const read = async () => {
      if (fail) throw new Error('down');
      return 'page';
    };
    await expect(pages.first('k', TAGS, read)).rejects.toThrow('down');
    fail = false;
    expect(await pages.first('k', TAGS, read)).toBe('page');
  });

  test('a page holding every match is kept for every start point; a later page by its cursor', async () => {
    let reads = 0;
    let slot = 0;
    const pages = firstPages<{ whole: boolean; start: number }>({
      caches: new CacheRegistry(),
      name: 'test',
      isWhole: (page) => page.whole,
      random: () => slot / STARTS,
    });
    const read = (whole: boolean) => async (start: number) => {
      reads += 1;
      return { whole, start };
    };
    slot = 0;
    const first = await pages.first('rare', TAGS, read(true));
    slot = 5;
    expect(await pages.first('rare', TAGS, read(true))).toBe(first);
    expect(await pages.first('common', TAGS, read(false))).toMatchObject({ whole: false });
    slot = 6;
    await pages.first('common', TAGS, read(false));
    expect(reads).toBe(3);
    const later = () => pages.later('common cursor=x', TAGS, async () => ({ whole: false, start: reads++ }));
    expect(await later()).toBe(await later());
    expect(reads).toBe(4);
  });

  test('one read per search at a time: meanwhile visits get a page held, or the one being read', async () => {
    let slot = 0;
    const pending: ((page: string) => void)[] = [];
    const pages = firstPages<string>({
      caches: new CacheRegistry(),
      name: 'test',
      random: () => slot / STARTS,
    });
    const read = (start: number) =>
      new Promise<string>((resolve) => pending.push(() => resolve(`from ${start}`)));
    slot = 0;
    const a = pages.first('q', TAGS, read);
    slot = 1;
    const b = pages.first('q', TAGS, read);
    expect(pending).toHaveLength(1);
    pending[0]('');
    expect(await b).toBe(await a);
    // Nothing being read: slot 2 is read, and while it is, slot 3's visit is given slot 0's page.
    slot = 2;
    const c = pages.first('q', TAGS, read);
    slot = 3;
    expect(await pages.first('q', TAGS, read)).toBe(await a);
    // Even a visit drawing the slot being read.
    slot = 2;
    expect(await pages.first('q', TAGS, read)).toBe(await a);
    expect(pending).toHaveLength(2);
    pending[1]('');
    expect(await c).not.toBe(await a);
    // Another search reads on its own.
    pages.first('other', TAGS, read);
    expect(pending).toHaveLength(3);
  });

  test('a search has one key whatever the order of its parameters', () => {
    expect(searchKey({ q: 'pottery', state: 'ca', radius: undefined })).toBe(
      searchKey({ state: 'ca', q: 'pottery' }),
    );
    expect(searchKey({ q: 'pottery' })).not.toBe(searchKey({ q: 'pottery', state: 'ca' }));
  });
});
