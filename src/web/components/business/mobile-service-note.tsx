import { Truck } from 'lucide-react';

/** The Story tab's mobile service description, styled as the public business page shows it. */
export function MobileServiceNote({ description }: { description: string }) {
  return (
    <p className="flex items-start gap-3 rounded-xl bg-primary-soft px-5 py-4 text-ink-soft">
      <Truck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
      <span>
        <span className="font-semibold text-ink">Mobile service: </span>
        {description}
      </span>
    </p>
  );
}
