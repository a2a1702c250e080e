// Share a page: the Web Share API where the browser has it, otherwise copy the link (docs/product.md §4.4).

export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'share-failed' | 'copy-failed';

export interface ShareTarget {
  title: string;
  text?: string;
  url: string;
}

type ShareNavigator = Pick<Navigator, 'clipboard'> & { share?: Navigator['share'] };

export async function shareLink(target: ShareTarget, nav: ShareNavigator = navigator): Promise<ShareOutcome> {
  if (typeof nav.share === 'function') {
    try {
      await nav.share(target);
      return 'shared';
    } catch (err) {
      // Closing the share sheet is not a failure.
      if (err instanceof DOMException && err.name === 'AbortError') return 'cancelled';
      return 'share-failed';
    }
  }
  try {
    if (!nav.clipboard?.writeText) return 'copy-failed';
    await nav.clipboard.writeText(target.url);
    return 'copied';
  } catch {
    return 'copy-failed';
  }
}

/** The toast for an outcome (its text a message of the catalogs), or null when there is nothing to say. */
export function shareMessage(outcome: ShareOutcome): { kind: 'success' | 'error'; text: string } | null {
  switch (outcome) {
    case 'copied':
      return { kind: 'success', text: /*i18n*/ 'Link copied!' };
    case 'share-failed':
      return { kind: 'error', text: /*i18n*/ 'Share failed.' };
    case 'copy-failed':
      return { kind: 'error', text: /*i18n*/ 'Copy failed.' };
    default:
      return null;
  }
}
