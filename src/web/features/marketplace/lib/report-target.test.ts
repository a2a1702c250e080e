import { describe, expect, test } from 'vitest';
import { reportTarget } from './report-target.ts';

describe('reportTarget', () => {
  test('the business unless a post or a note is named; a post first when both are', () => {
    expect(reportTarget(new URLSearchParams(''))).toEqual({ kind: 'business' });
    expect(reportTarget(new URLSearchParams('post=p1'))).toEqual({ kind: 'post', id: 'p1' });
    expect(reportTarget(new URLSearchParams('note=n1'))).toEqual({ kind: 'note', id: 'n1' });
    expect(reportTarget(new URLSearchParams('post=p1&note=n1'))).toEqual({ kind: 'post', id: 'p1' });
    expect(reportTarget(new URLSearchParams('post='))).toEqual({ kind: 'business' });
  });
});
