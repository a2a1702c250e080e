import { describe, expect, it } from 'vitest';
import { PageCache } from './page-cache.ts';

const page = (html: string) => ({ page: { html }, status: 200, businessId: 'b1' });

describe('page cache', () => {
  it('keeps a page until its time is up', () => {
    let now = 0;
    const cache = new PageCache({ ttlMs: 1000, now: () => now });
    cache.set('/business/a', page('A'));
    now = 999;
    expect(cache.get('/business/a')?.page.html).toBe('A');
    now = 1000;
    expect(cache.get('/business/a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('makes room by dropping the oldest page', () => {
    const cache = new PageCache({ maxPages: 2 });
    cache.set('a', page('A'));
    cache.set('b', page('B'));
    cache.set('c', page('C'));
    expect([cache.get('a'), cache.get('b')?.page.html, cache.get('c')?.page.html]).toEqual([
      undefined,
      'B',
      'C',
    ]);
  });

  it('empties on clear', () => {
    const cache = new PageCache();
    cache.set('a', page('A'));
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
  });
});
