import { MessageCircle } from 'lucide-react';
import { useI18n } from '../../lib/i18n.tsx';

/** The line naming how shoppers reach the business first (primary contact, else email). */
export function ContactPill({ text }: { text: string | null }) {
  const i18n = useI18n();
  if (!text) return null;
  return (
    <p className="mt-4 inline-flex max-w-full items-center gap-2 rounded-pill border border-line bg-paper px-4 py-2 text-sm text-ink-soft shadow-soft">
      <MessageCircle aria-hidden="true" className="size-4 shrink-0 text-clay-strong" />
      <span className="font-semibold text-ink">{i18n._('Contact:')}</span>{' '}
      <span className="truncate">{text}</span>
    </p>
  );
}
