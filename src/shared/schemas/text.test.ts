import { describe, expect, test } from 'vitest';
import { CONTROL_CHARS_MESSAGE, hasControlChars, multilineText, text } from './text.ts';

describe('control characters', () => {
  test.each(['\u0000', '\u0007', '\u001b[31m', '\u007f', '\t', '\n', '\r'])(
    'a single-line field refuses %j',
    (ch) => {
      expect(hasControlChars(`a${ch}b`)).toBe(true);
      expect(text().safeParse(`a${ch}b`).error?.issues[0].message).toBe(CONTROL_CHARS_MESSAGE);
    },
  );

  test('a multi-line field keeps tabs and line breaks but refuses the rest', () => {
    expect(multilineText().safeParse('one\n\ttwo\r\nthree').success).toBe(true);
    expect(multilineText().safeParse('one\u0000two').error?.issues[0].message).toBe(CONTROL_CHARS_MESSAGE);
    expect(hasControlChars('a\u000bb', true)).toBe(true);
  });

  test('ordinary unicode text passes, and the control message comes before length messages', () => {
    expect(text().safeParse('Café Ñandú 🌿 — “quotes”').success).toBe(true);
    const issues = text().max(3).safeParse('ab\u0000cdef').error?.issues ?? [];
    expect(issues[0].message).toBe(CONTROL_CHARS_MESSAGE);
  });
});
