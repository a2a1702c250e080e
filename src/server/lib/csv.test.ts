import { describe, expect, test } from 'vitest';
import { csvField, toCsv } from './csv.ts';

describe('CSV export', () => {
  test('quotes every field and doubles quotes; empty for null', () => {
    expect(csvField('Ana "the potter", LA')).toBe('"Ana ""the potter"", LA"');
    expect(csvField(null)).toBe('""');
    expect(csvField(42)).toBe('"42"');
  });

  test('a field a spreadsheet would run as a formula is defused with an apostrophe', () => {
    for (const evil of ['=HYPERLINK("http://x")', '+1+1', '-2', '@SUM(A1)', '\tx', '\rx'])
      expect(csvField(evil).startsWith(`"'`)).toBe(true);
    expect(csvField('Anna = 1')).toBe('"Anna = 1"');
    // A number is a number to a spreadsheet: a negative one is written as it is.
    expect(csvField(-118.24)).toBe('"-118.24"');
  });

  test('rows end in CRLF, header first', () => {
    expect(toCsv(['a', 'b'], [['1', null]])).toBe('"a","b"\r\n"1",""\r\n');
  });
});
