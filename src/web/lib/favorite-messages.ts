// The favourite's toasts (docs/product.md §11.2): said by the business page's action, and by the
// sign-in that saves a favourite asked for while signed out (intent-on-sign-in.ts).
export const FAVORITE_MESSAGES = {
  added: 'Favorites updated!',
  addFailed: 'Could not update favorites.',
  removed: 'Removed from favorites',
  removeFailed: 'Could not remove favorite',
} as const;
