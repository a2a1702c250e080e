/** Navigation state of /out-of-area (docs/product.md §5.5): where the owner is, and where Continue goes. */
export interface OutOfAreaState {
  city: string;
  state: string;
  /** Defaults to /onboarding/4; edit mode returns to the business dashboard. */
  continueTo?: string;
  /** The save that led here took the owner's live profile off the public pages. */
  unpublished?: true;
}

export function readOutOfAreaState(value: unknown): OutOfAreaState | null {
  if (typeof value !== 'object' || value === null) return null;
  const { city, state, continueTo, unpublished } = value as Record<string, unknown>;
  if (typeof city !== 'string' || !city || typeof state !== 'string' || !state) return null;
  const safe = typeof continueTo === 'string' && continueTo.startsWith('/') && !continueTo.startsWith('//');
  return { city, state, ...(safe ? { continueTo } : {}), ...(unpublished === true ? { unpublished } : {}) };
}
