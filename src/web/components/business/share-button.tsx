import { Share2 } from 'lucide-react';
import { useI18n } from '../../lib/i18n.tsx';
import { shareLink, shareMessage } from '../../lib/share-link.ts';
import { showToast } from '../../lib/show-toast.ts';
import { Button } from '../ui/button.tsx';

/**
 * Share: the Web Share API where the browser has it, otherwise copy the link (docs/product.md §4.4).
 * An island on the public business page (docs/decisions/041).
 */
export function ShareButton({
  title,
  headline,
  path,
}: {
  title: string;
  headline?: string | null;
  /** The page to share; this page when left out. */
  path?: string;
}) {
  const i18n = useI18n();
  const onShare = async () => {
    const url = `${window.location.origin}${path ?? window.location.pathname}`;
    const outcome = await shareLink({
      title,
      text: headline ?? i18n._('{name} on Locals Market', { name: title }),
      url,
    });
    const message = shareMessage(outcome);
    if (message) await showToast(message.kind, i18n._(message.text));
  };
  return (
    <Button variant="secondary" onClick={() => void onShare()}>
      <Share2 aria-hidden="true" />
      {i18n._('Share')}
    </Button>
  );
}
