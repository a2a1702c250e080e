import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { cardPills } from '#shared/display/chips.ts';
import { cityState } from '#shared/display/format.ts';
import { recommendedByLabel } from '#shared/recommendations/recommended-label.ts';
import type { BusinessCard as BusinessCardData } from '#shared/types/business.ts';
import { paths } from '../../config/paths.ts';
import { cn } from '../../lib/cn.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { AppLink } from '../ui/app-link.tsx';
import { Card } from '../ui/card.tsx';
import { CardMedia } from './card-media.tsx';
import { ChipList } from './chip-list.tsx';

export interface BusinessCardProps {
  business: BusinessCardData;
  /** Show 'CA' instead of 'California' (favourite cards, docs/product.md §4.2). */
  shortState?: boolean;
  /** Extra content under the card body (e.g. a Remove button); it sits above the card's link. */
  footer?: ReactNode;
  /** The heading level of the name (default h3). */
  headingLevel?: 'h2' | 'h3';
  /** Load the image eagerly (cards above the fold). */
  eager?: boolean;
  /** For dense grids (2 columns on phones): tighter below 640 px, and only the 3 lead pills, then '+N more'. */
  compact?: boolean;
  /** Said after the city and state, e.g. a distance: "3 mi". */
  placeNote?: string;
  className?: string;
}

/**
 * A business card (docs/product.md §4.2): the first 3 product photos (else the logo), name, city and
 * state, and at most 3 lead pills,
 * up to 2 more and '+N more'. The whole card links to /business/{username}.
 */
export function BusinessCard({
  business,
  shortState = false,
  footer,
  headingLevel: Heading = 'h3',
  eager = false,
  compact = false,
  placeNote,
  className,
}: BusinessCardProps) {
  const i18n = useI18n();
  const all = cardPills(business.businessIdentities, business.businessStructure);
  const { pills, more } = compact
    ? { pills: all.pills.slice(0, 3), more: all.more + Math.max(all.pills.length - 3, 0) }
    : all;
  const place = cityState(business.businessCity, business.businessState, shortState);
  const name = business.businessName || business.businessUsername;
  return (
    <Card asChild interactive className={cn('group relative flex h-full flex-col', className)}>
      <article>
        <CardMedia photos={business.cardPhotos} imageUrl={business.imageUrl} name={name} eager={eager} />
        <div className={cn('flex flex-1 flex-col', compact ? 'gap-2.5 p-3.5 sm:gap-3 sm:p-5' : 'gap-3 p-5')}>
          <div>
            <Heading
              className={cn(
                'leading-snug font-semibold text-ink',
                compact ? 'text-lg sm:text-xl' : 'text-xl',
              )}
            >
              <AppLink
                to={paths.business(business.businessUsername)}
                className="rounded-sm outline-none after:absolute after:inset-0 after:rounded-xl after:content-[''] focus-visible:after:outline-3 focus-visible:after:-outline-offset-4 focus-visible:after:outline-clay-strong"
              >
                {name}
              </AppLink>
            </Heading>
            {place ? (
              <p
                className={cn('mt-1 flex items-center text-sm text-ink-muted', compact ? 'gap-1' : 'gap-1.5')}
              >
                <MapPin aria-hidden="true" className="size-4 shrink-0 text-clay-strong" />
                {place}
                {placeNote ? (
                  <span className="ml-auto rounded-pill bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary">
                    {placeNote}
                  </span>
                ) : null}
              </p>
            ) : null}
            {business.newPost ? (
              <p className="mt-1.5 truncate text-sm font-medium text-primary" data-testid="card-new-post">
                {i18n._('New: {post}', { post: business.newPost })}
              </p>
            ) : null}
            {business.recommendationCount ? (
              <p className="mt-1.5 text-sm font-medium text-ink-soft" data-testid="card-recommended">
                {recommendedByLabel(business.recommendationCount, i18n)}
              </p>
            ) : null}
          </div>
          <ChipList chips={pills} more={more} label={i18n._('{name} tags', { name })} className="mt-auto" />
          {footer ? <div className="relative z-10 pt-1">{footer}</div> : null}
        </div>
      </article>
    </Card>
  );
}
