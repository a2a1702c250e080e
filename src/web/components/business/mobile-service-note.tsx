import { Truck } from 'lucide-react';
import { useI18n } from '../../lib/i18n.tsx';

/** The Story tab's mobile service description, styled as the public business page shows it. */
export function MobileServiceNote({ description }: { description: string }) {
  const i18n = useI18n();
  return (
    <p className="flex items-start gap-3 rounded-xl bg-primary-soft px-5 py-4 text-ink-soft">
      <Truck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
      <span>
        <span className="font-semibold text-ink">{`${i18n._('Mobile service:')} `}</span>
        {description}
      </span>
    </p>
  );
}
