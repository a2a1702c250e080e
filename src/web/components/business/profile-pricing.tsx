import { formatPrice } from '#shared/display/format.ts';
import { useI18n } from '../../lib/i18n.tsx';
import type { ProfilePricingItem } from './business-profile-types.ts';

export interface ProfilePricingProps {
  items: readonly ProfilePricingItem[];
  startingRate: boolean;
}

/** The Pricing tab: item names and prices with 2 decimals, 'Starting at' for starting rates. */
export function ProfilePricing({ items, startingRate }: ProfilePricingProps) {
  const i18n = useI18n();
  return (
    <ul className="divide-y divide-line/70 overflow-hidden rounded-xl border border-line/70 bg-paper shadow-soft">
      {items.map((item, index) => (
        <li key={index} className="flex items-baseline justify-between gap-4 px-5 py-4">
          <span className="font-semibold text-ink">{item.itemName}</span>
          <span className="shrink-0 text-right">
            {startingRate ? (
              <span className="mr-1.5 text-sm text-ink-muted">{i18n._('Starting at')}</span>
            ) : null}
            <span className="font-display text-lg font-semibold text-primary">
              {formatPrice(item.itemPrice)}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
