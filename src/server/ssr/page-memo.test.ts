import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzippedPage, PageMemo } from './page-memo.ts';

describe('page memo', () => {
  it('draws a page once for the same inputs, and again when any of them differs', async () => {
    const looked: boolean[] = [];
    const memo = new PageMemo({ onLookup: (hit) => looked.push(hit) });
    let draws = 0;
    const draw = (html: string) => async () => {
      draws++;
      return html;
    };
    expect((await memo.page(['/a', 'head', '{"x":1}'], draw('A'))).html).toBe('A');
    expect((await memo.page(['/a', 'head', '{"x":1}'], draw('other'))).html).toBe('A');
    expect((await memo.page(['/a', 'head', '{"x":2}'], draw('A2'))).html).toBe('A2');
    expect((await memo.page(['/b', 'head', '{"x":1}'], draw('B'))).html).toBe('B');
    expect(draws).toBe(3);
    expect(looked).toEqual([false, true, false, false]);
  });

  it('keeps inputs apart: the same text split differently is another page', async () => {
    const memo = new PageMemo();
    await memo.page(['ab', 'c'], async () => 'first');
    expect((await memo.page(['a', 'bc'], async () => 'second')).html).toBe('second');
  });

  it('forgets a page once its time is up', async () => {
    let now = 0;
    const memo = new PageMemo({ ttlMs: 1000, now: () => now });
    await memo.page(['/a'], async () => 'old');
    now = 1000;
    expect((await memo.page(['/a'], async () => 'new')).html).toBe('new');
  });

  it('gzips a page once', () => {
    const page = { html: '<p>hello</p>'.repeat(200) };
    const zipped = gzippedPage(page);
    expect(gzippedPage(page)).toBe(zipped);
    expect(gunzipSync(zipped).toString()).toBe(page.html);
  });
});
