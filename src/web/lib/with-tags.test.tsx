import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { withTags } from './with-tags.tsx';

describe('withTags', () => {
  test('marks the tagged words in each language’s own order', () => {
    const strong = { 0: (chunk: string) => <strong>{chunk}</strong> };
    expect(renderToStaticMarkup(<p>{withTags('Where Locals Shop <0>Locals</0>', strong)}</p>)).toBe(
      '<p>Where Locals Shop <strong>Locals</strong></p>',
    );
    expect(renderToStaticMarkup(<p>{withTags('<0>Vecinos</0> primero', strong)}</p>)).toBe(
      '<p><strong>Vecinos</strong> primero</p>',
    );
  });

  test('a message without tags is its text', () => {
    expect(renderToStaticMarkup(<p>{withTags('Plain', {})}</p>)).toBe('<p>Plain</p>');
  });
});
