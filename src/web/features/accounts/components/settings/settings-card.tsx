import { type ReactNode, useId } from 'react';
import { Card } from '../../../../components/ui/card.tsx';

/** One section of account settings below the form: a card with its heading and what it is for. */
export function SettingsCard({
  title,
  description,
  children,
}: {
  /** Translated, as the description. */
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card asChild className="p-5 sm:p-8">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="font-display text-2xl font-semibold text-ink">
          {title}
        </h2>
        <p className="mt-1 text-sm text-ink-soft">{description}</p>
        {children}
      </section>
    </Card>
  );
}
