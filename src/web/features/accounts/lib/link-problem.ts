// Emailed links that fail (expired, already used, or for an address that was replaced) land back
// on the app with ?error=…; this says what happened in words (English ids: the page draws them
// with `i18n._`).

const KNOWN: Record<string, string> = {
  TOKEN_EXPIRED: /*i18n*/ 'That link has expired.',
  INVALID_TOKEN: /*i18n*/ 'That link is no longer valid — it may have been used already.',
  USER_NOT_FOUND: /*i18n*/ 'That link is for an account that no longer exists.',
  expired: /*i18n*/ 'That link has expired or was already used.',
};

/** The problem named by `?error=` in a path or query string, or null. */
export function linkProblem(pathOrQuery: string | null): string | null {
  if (!pathOrQuery) return null;
  const query = pathOrQuery.includes('?') ? pathOrQuery.slice(pathOrQuery.indexOf('?')) : pathOrQuery;
  const code = new URLSearchParams(query).get('error');
  if (!code) return null;
  return KNOWN[code] ?? /*i18n*/ 'That link is no longer valid.';
}

/** The same path without its `error` and `error_description` parameters. */
export function withoutLinkError(path: string): string {
  const [base, query = ''] = path.split('?', 2);
  const params = new URLSearchParams(query);
  params.delete('error');
  params.delete('error_description');
  const rest = params.toString();
  return rest ? `${base}?${rest}` : base;
}
