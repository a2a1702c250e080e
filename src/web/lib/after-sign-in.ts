// An action a signed-out person asked for, carried through sign-in so it completes afterwards
// (docs/product.md §11.2): the return address keeps `?then=favorite`, the auth page says why it
// asks, and the page that owns the action completes it once the person is back and signed in.

export const INTENT_PARAM = 'then';

/** What the log-in page says for each intent. */
export const INTENTS = {
  favorite: /*i18n*/ 'Log in to save favourites',
} as const;
export type Intent = keyof typeof INTENTS;

const isIntent = (value: string | null): value is Intent => value !== null && Object.hasOwn(INTENTS, value);

/** '/business/x' + favorite → '/business/x?then=favorite' (other query parameters kept). */
export function withIntent(path: string, intent: Intent): string {
  const [pathname, search = ''] = path.split('?');
  const params = new URLSearchParams(search);
  params.set(INTENT_PARAM, intent);
  return `${pathname}?${params.toString()}`;
}

/** The intent a return address (a path with its query) or a page's search parameters carry. */
export function intentOf(source: string | URLSearchParams | null): Intent | null {
  if (source === null) return null;
  const params = typeof source === 'string' ? new URLSearchParams(source.split('?')[1] ?? '') : source;
  const value = params.get(INTENT_PARAM);
  return isIntent(value) ? value : null;
}

/** The return address without its intent ('/business/x?then=favorite' → '/business/x'). */
export function withoutIntent(path: string): string {
  const [pathname, search = ''] = path.split('?');
  const params = new URLSearchParams(search);
  params.delete(INTENT_PARAM);
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}
