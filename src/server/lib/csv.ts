// CSV for spreadsheets (RFC 4180): every field quoted, quotes doubled, CRLF between rows. A field
// that a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading apostrophe:
// waitlist fields are typed by strangers, and an export must not execute what they typed. A number
// ('-118.24') is a number to a spreadsheet, not a formula, and is written as it is.
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = typeof value !== 'number' && FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function toCsv(header: string[], rows: (string | number | null)[][]): string {
  return [header, ...rows]
    .map((row) => row.map(csvField).join(','))
    .join('\r\n')
    .concat('\r\n');
}
