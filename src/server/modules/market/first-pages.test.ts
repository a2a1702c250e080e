// Shared first pages: a few start points at a time, replaced in turn; a page read once per start
// point and search; nothing kept past a change of data or a failed read.
import { describe, expect, test } from 'vitest';
import { firstPages, START_LIFETIME_MS, STARTS, searchKey } from './first-pages.ts';

function setup() {
  let clock = 1_000_000;
  let version = 0;
  let slot = 0;
  const reads: number[] = [];
  let draws = 0;
  const pages = firstPages<string>({
    dataVersion: () => version,
    now: () => clock,
    // Draws alternate: the slot a visit takes (set by the test), then a new start point when needed.
    random: () => (draws++ % 2 === 0 ? (slot + 0.5) / STARTS : Math.random()),
  });
  const read = async (start: number) => {
    reads.push(start);
    return `page from ${start}`;
  };
  return {
    ask: (key = 'q=pottery') => pages.first(key, read),
    reads,
    take: (s: number) => {
      slot = s;
      draws = 0;
    },
    tick: (ms: number) => {
      clock += ms;
    },
    write: () => {
      version += 1;
    },
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

  test('any change of data drops every page held', async () => {
    const s = setup();
    s.take(1);
    await s.ask();
    s.write();
    s.take(1);
    await s.ask();
    expect(s.reads).toHaveLength(2);
  });

  test('a failed read is not kept', async () => {
    let fail = true;
    const pages = firstPages<string>({ dataVersion: () => 0, random: () => 0 });
    const read = async () => {
      if (fail) throw new Error('down');
      return 'page';
    };
    await expect(pages.first('k', read)).rejects.toThrow('down');
    fail = false;
    expect(await pages.first('k', read)).toBe('page');
  });

  test('a page holding every match is kept for every start point; a later page by its cursor', async () => {
    let reads = 0;
    let slot = 0;
    const pages = firstPages<{ whole: boolean; start: number }>({
      dataVersion: () => 0,
      isWhole: (page) => page.whole,
      random: () => slot / STARTS,
    });
    const read = (whole: boolean) => async (start: number) => {
      reads += 1;
      return { whole, start };
    };
    slot = 0;
    const first = await pages.first('rare', read(true));
    slot = 5;
    expect(await pages.first('rare', read(true))).toBe(first);
    expect(await pages.first('common', read(false))).toMatchObject({ whole: false });
    slot = 6;
    await pages.first('common', read(false));
    expect(reads).toBe(3);
    const later = () => pages.later('common cursor=x', async () => ({ whole: false, start: reads++ }));
    expect(await later()).toBe(await later());
    expect(reads).toBe(4);
  });

  test('one read per search at a time: meanwhile visits get a page held, or the one being read', async () => {
    let slot = 0;
    const pending: ((page: string) => void)[] = [];
    const pages = firstPages<string>({ dataVersion: () => 0, random: () => slot / STARTS });
    const read = (start: number) =>
      new Promise<string>((resolve) => pending.push(() => resolve(`from ${start}`)));
    slot = 0;
    const a = pages.first('q', read);
    slot = 1;
    const b = pages.first('q', read);
    expect(pending).toHaveLength(1);
    pending[0]('');
    expect(await b).toBe(await a);
    // Nothing being read: slot 2 is read, and while it is, slot 3's visit is given slot 0's page.
    slot = 2;
    const c = pages.first('q', read);
    slot = 3;
    expect(await pages.first('q', read)).toBe(await a);
    // Even a visit drawing the slot being read.
    slot = 2;
    expect(await pages.first('q', read)).toBe(await a);
    expect(pending).toHaveLength(2);
    pending[1]('');
    expect(await c).not.toBe(await a);
    // Another search reads on its own.
    pages.first('other', read);
    expect(pending).toHaveLength(3);
  });

  test('a search has one key whatever the order of its parameters', () => {
    expect(searchKey({ q: 'pottery', state: 'ca', radius: undefined })).toBe(
      searchKey({ state: 'ca', q: 'pottery' }),
    );
    expect(searchKey({ q: 'pottery' })).not.toBe(searchKey({ q: 'pottery', state: 'ca' }));
  });
});
