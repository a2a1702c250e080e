import { Share2 } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { shareLink, shareMessage } from '../lib/share-link.ts';

/** Share: the Web Share API where the browser has it, otherwise copy the link (docs/product.md §4.4). */
export function ShareButton({ title, headline }: { title: string; headline?: string | null }) {
  const onShare = async () => {
    const url = `${window.location.origin}${window.location.pathname}`;
    const outcome = await shareLink({ title, text: headline ?? `${title} on Locals Market`, url });
    const message = shareMessage(outcome);
    if (message) toast[message.kind](message.text);
  };
  return (
    <Button variant="secondary" onClick={() => void onShare()}>
      <Share2 aria-hidden="true" />
      Share
    </Button>
  );
}
