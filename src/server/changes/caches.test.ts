// The cache registry's rules: entries by tags, dropped by what a change names; a time limit and a
// size; failed loads and loads that ran across a drop are not kept; counts per cache.
import { describe, expect, test } from 'vitest';
import { CacheRegistry } from './caches.ts';
import { droppedBy, tags } from './change-tags.ts';

const business = (id: string, username: string, state: string, region: string | null = null) => ({
  id,
  username,
  state,
  region,
});

function setup() {
  let now = 1_000;
  const registry = new CacheRegistry({ now: () => now });
  let loads = 0;
  const load =
    <T>(value: T) =>
    async () => {
      loads += 1;
      return value;
    };
  return {
    registry,
    load,
    loads: () => loads,
    tick: (ms: number) => {
      now += ms;
    },
  };
}

describe('the cache registry', () => {
  test('remember() loads once, then answers from memory; lookups are counted per cache', async () => {
    const s = setup();
    const pages = s.registry.cache<Promise<string>>({ name: 'pages', max: 10, ttlMs: 60_000 });
    expect(await pages.remember('a', ['t'], s.load('A'))).toBe('A');
    expect(await pages.remember('a', ['t'], s.load('other'))).toBe('A');
    expect(s.loads()).toBe(1);
    expect(s.registry.report()).toEqual([{ name: 'pages', hits: 1, misses: 1, entries: 1 }]);
  });

  test('a change drops the entries carrying a tag it names, in every cache, and no other', async () => {
    const s = setup();
    const pages = s.registry.cache<Promise<string>>({ name: 'pages', max: 10, ttlMs: 60_000 });
    const markets = s.registry.cache<Promise<string>>({ name: 'markets', max: 10, ttlMs: 60_000 });
    await pages.remember('/business/a', [tags.business('A'), tags.page('shop-a')], s.load('A'));
    await pages.remember('/business/b', [tags.business('B'), tags.page('shop-b')], s.load('B'));
    await markets.remember('texas', [tags.place('Texas')], s.load('T'));
    await markets.remember(
      'texas/austin',
      [tags.place('Texas', 'Austin'), tags.inState('Texas')],
      s.load('TA'),
    );
    await markets.remember(
      'texas/dallas',
      [tags.place('Texas', 'Dallas'), tags.inState('Texas')],
      s.load('TD'),
    );
    await markets.remember('oregon', [tags.place('Oregon')], s.load('O'));
    s.registry.apply({ kind: 'businesses', businesses: [business('A', 'shop-a', 'Texas', 'Austin')] });
    expect(pages.peek('/business/a')).toBeUndefined();
    expect(pages.peek('/business/b')).toBeDefined();
    expect(markets.peek('texas')).toBeUndefined();
    expect(markets.peek('texas/austin')).toBeUndefined();
    expect(markets.peek('texas/dallas')).toBeDefined();
    expect(markets.peek('oregon')).toBeDefined();
    // A bulk change in Texas: every Texas page; 'everything': all.
    s.registry.apply({ kind: 'bulk', states: ['Texas'] });
    expect(markets.peek('texas/dallas')).toBeUndefined();
    expect(markets.peek('oregon')).toBeDefined();
    s.registry.apply({ kind: 'everything' });
    expect([pages.size, markets.size]).toEqual([0, 0]);
  });

  test('what each kind of change drops', () => {
    expect(droppedBy({ kind: 'everything' })).toBe('all');
    expect(droppedBy({ kind: 'states' })).toEqual(['states', 'sitemap']);
    expect(droppedBy({ kind: 'businesses', businesses: [business('1', 'Shop', 'Texas', 'Austin')] })).toEqual(
      ['search', 'sitemap', 'business:1', 'page:shop', 'place:Texas', 'place:Texas/Austin'],
    );
    expect(droppedBy({ kind: 'bulk', states: ['Ohio'] })).toEqual([
      'search',
      'sitemap',
      'business:*',
      'place:Ohio',
      'in:Ohio',
    ]);
  });

  test('an entry lasts its time limit; the least recently used makes room', async () => {
    const s = setup();
    const cache = s.registry.cache<Promise<string>>({ name: 'c', max: 2, ttlMs: 1_000 });
    await cache.remember('a', [], s.load('A'));
    s.tick(999);
    await cache.remember('a', [], s.load('A'));
    expect(s.loads()).toBe(1);
    s.tick(1);
    await cache.remember('a', [], s.load('A'));
    expect(s.loads()).toBe(2);
    await cache.remember('b', [], s.load('B'));
    await cache.remember('c', [], s.load('C'));
    expect([cache.peek('a'), cache.size]).toEqual([undefined, 2]);
  });

  test('not kept: a failed load, one refused by keep(), one that ran across a drop of its tags', async () => {
    const s = setup();
    const cache = s.registry.cache<Promise<string>>({ name: 'c', max: 10, ttlMs: 60_000 });
    await expect(cache.remember('k', [], () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(cache.peek('k')).toBeUndefined();
    await cache.remember('draft', [], s.load('draft'), { keep: (v) => v !== 'draft' });
    expect(cache.peek('draft')).toBeUndefined();
    // Tags known once loaded: a drop of one while the load ran leaves nothing kept.
    const read = cache.remember(
      'by-name',
      [tags.page('x')],
      async () => {
        s.registry.drop([tags.business('7')]);
        return 'row of 7';
      },
      { tagsOf: () => [tags.business('7')] },
    );
    expect(await read).toBe('row of 7');
    expect(cache.peek('by-name')).toBeUndefined();
    // Loaded after the drop: kept, and dropped by its late tag.
    await cache.remember('by-name', [tags.page('x')], s.load('row of 7'), {
      tagsOf: () => [tags.business('7')],
    });
    expect(cache.peek('by-name')).toBeDefined();
    s.registry.drop([tags.business('7')]);
    expect(cache.peek('by-name')).toBeUndefined();
  });

  test('set() with the epoch a render started in refuses a page its tags were dropped during', () => {
    const s = setup();
    const pages = s.registry.cache<string>({ name: 'pages', max: 10, ttlMs: 60_000 });
    const since = s.registry.epoch();
    s.registry.drop([tags.page('a')]);
    expect(pages.set('/business/a', [tags.page('a')], 'old', since)).toBe(false);
    expect(pages.set('/business/b', [tags.page('b')], 'B', since)).toBe(true);
    expect(pages.get('/business/b')).toBe('B');
  });

  test('caches of one name are reported together', async () => {
    const s = setup();
    for (const value of ['x', 'y']) {
      const c = s.registry.cache<Promise<string>>({ name: 'states', max: 1, ttlMs: 1_000 });
      await c.remember('all', [tags.states], s.load(value));
    }
    expect(s.registry.report()).toEqual([{ name: 'states', hits: 0, misses: 2, entries: 2 }]);
  });
});
