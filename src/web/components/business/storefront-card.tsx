import { MapPin, Navigation } from 'lucide-react';
import { addressLines, directionsUrl, type StorefrontAddress } from '#shared/display/storefront.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { ContactIcon } from './contact-icon.tsx';

/** The Connect tab's "Visit us" card: the street address and a Directions link (a plain maps search). */
export function StorefrontCard({ address }: { address: StorefrontAddress }) {
  const i18n = useI18n();
  const [line1, line2] = addressLines(address);
  return (
    <section
      aria-labelledby="visit-heading"
      className="mb-6 flex flex-wrap items-center gap-4 rounded-xl border border-line/70 bg-paper p-4 shadow-soft"
    >
      <ContactIcon icon={MapPin} />
      <div className="min-w-0 flex-1 basis-52">
        <h2 id="visit-heading" className="font-sans text-sm font-semibold text-ink-muted">
          {i18n._('Visit the shop')}
        </h2>
        <address className="font-semibold text-ink not-italic">
          <span className="block">{line1}</span>
          <span className="block">{line2}</span>
        </address>
      </div>
      <a
        href={directionsUrl(address)}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-11 items-center justify-center gap-2 rounded-pill border border-line bg-cream px-4 py-2 font-semibold text-primary transition hover:bg-cream-deep"
      >
        <Navigation aria-hidden="true" className="size-4" />
        {i18n._('Directions')}
        <span className="sr-only">{` ${i18n._('(opens in a new tab)')}`}</span>
      </a>
    </section>
  );
}
