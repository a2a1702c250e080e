// Turning what a shopper typed into a full-text query. Words are letters and digits only (anything
// else separates words), so the query text cannot carry tsquery syntax; each word also matches as a
// prefix ("bak" finds bakeries), and PostgreSQL stems and unaccents it ("Cafés" finds "cafe").
const WORDS_MAX = 6;
const WORD_MAX = 30;

export function searchWords(q: string | undefined): string[] {
  if (!q) return [];
  const words = q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .map((w) => w.slice(0, WORD_MAX));
  return [...new Set(words)].slice(0, WORDS_MAX);
}

/**
 * `bakery:* & cafe:*`, the text for to_tsquery; each word may carry alternatives (typo fixes).
 * `weights` keeps the match to those parts of the document ('A': name and username).
 */
export function tsqueryText(words: readonly (string | readonly string[])[], weights = ''): string {
  return words
    .map((w) => {
      const options = typeof w === 'string' ? [w] : w;
      const terms = options.map((o, i) => (i === 0 ? `${o}:*${weights}` : weights ? `${o}:${weights}` : o));
      return terms.length > 1 ? `(${terms.join(' | ')})` : terms[0];
    })
    .join(' & ');
}
