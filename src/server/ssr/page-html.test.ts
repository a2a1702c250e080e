import { describe, expect, it } from 'vitest';
import { preloadsFor } from './page-html.ts';

const template = `<head>
    <link rel="preload" as="image" href="/a.svg" data-page="/">
    <link rel="stylesheet" href="/s.css">
    <link rel="preload" as="image" href="/m.svg" data-page="/market">
</head>`;

describe('preloadsFor', () => {
  it("keeps a page's own preloads and drops every other page's", () => {
    expect(preloadsFor(template, '/')).toContain('/a.svg');
    expect(preloadsFor(template, '/')).not.toContain('/m.svg');
    expect(preloadsFor(template, '/market')).toContain('/m.svg');
    expect(preloadsFor(template, '/market')).not.toContain('/a.svg');
    for (const path of ['/business/x', '/search']) {
      expect(preloadsFor(template, path)).not.toMatch(/data-page/);
      expect(preloadsFor(template, path)).toContain('/s.css');
    }
  });

  it('gives every page without preloads of its own the same text, made once', () => {
    expect(preloadsFor(template, '/a')).toBe(preloadsFor(template, '/b'));
  });
});
