import { ExternalLink } from 'lucide-react';
import { SUPPORT_STORE_URL } from '../../config/paths.ts';

/** The nav bar's external link to the merchandise store (opens in a new tab). */
export function SupportLink({ className }: { className?: string }) {
  return (
    <a href={SUPPORT_STORE_URL} target="_blank" rel="noopener noreferrer" className={className}>
      Support Local
      <ExternalLink aria-hidden="true" className="size-3.5 opacity-70" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
