import { CalendarHeart, MapPin, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { findCategory } from '#shared/catalogues/categories.ts';
import { findOffering } from '#shared/catalogues/offerings.ts';
import type { Chip } from '#shared/display/chips.ts';
import { cityState } from '#shared/display/format.ts';
import { cardVariantUrl, imageSrcSet } from '#shared/display/image-variants.ts';
import { Island } from '../../islands/island.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { Eyebrow } from '../ui/eyebrow.tsx';
import { Pill } from '../ui/pill.tsx';
import type { BusinessProfileData } from './business-profile-types.ts';
import { ChipList } from './chip-list.tsx';
import { primaryContactText } from './connect-links.ts';
import { ContactPill } from './contact-pill.tsx';
import { OpenNowLine } from './opening-hours.tsx';

export interface BusinessProfileHeaderProps {
  business: BusinessProfileData;
  chips: readonly Chip[];
  actions?: ReactNode;
  /** Shown above the name, e.g. a draft notice. */
  notice?: ReactNode;
}

/** Owner photo, name, categories, owners, place, headline, offerings, chips and actions. */
export function BusinessProfileHeader({ business, chips, actions, notice }: BusinessProfileHeaderProps) {
  const i18n = useI18n();
  const name = business.businessName?.trim() || i18n._('Your business name');
  const categories = business.businessCategories.map((slug) => {
    const category = findCategory(slug);
    return category ? i18n._(category.name) : slug;
  });
  const offerings = business.businessOffering.map((slug) => {
    const offering = findOffering(slug);
    return offering ? i18n._(offering.name) : slug;
  });
  const place = cityState(business.businessCity, business.businessState);
  return (
    <header className="overflow-hidden rounded-2xl border border-line/70 bg-paper shadow-soft">
      <div
        aria-hidden="true"
        className="h-28 bg-[radial-gradient(circle_at_15%_120%,var(--color-clay-soft)_0,transparent_55%),radial-gradient(circle_at_85%_-20%,var(--color-primary-soft)_0,transparent_60%),linear-gradient(120deg,var(--color-cream-deep),var(--color-clay-soft))] sm:h-36"
      />
      <div className="flex flex-col gap-6 px-5 pb-8 sm:px-10 md:flex-row md:items-start md:gap-10">
        <div className="mx-auto -mt-20 shrink-0 md:mx-0 md:-mt-24">
          {business.ownerPhotoUrl ? (
            <img
              src={cardVariantUrl(business.ownerPhotoUrl) ?? business.ownerPhotoUrl}
              srcSet={imageSrcSet(business.ownerPhotoUrl)}
              sizes="176px"
              fetchPriority="high"
              alt={
                business.ownerNames
                  ? i18n._('{owners} of {name}', { owners: business.ownerNames, name })
                  : i18n._('The owner of {name}', { name })
              }
              width={176}
              height={176}
              className="size-36 rounded-full object-cover shadow-lift ring-4 ring-paper sm:size-44"
            />
          ) : (
            <div className="flex size-36 items-center justify-center rounded-full bg-clay-soft text-clay-strong shadow-soft ring-4 ring-paper sm:size-44">
              <UserRound aria-hidden="true" className="size-16" />
              <span className="sr-only">{i18n._('No owner photo')}</span>
            </div>
          )}
        </div>
        <div className="min-w-0 flex-1 text-center md:pt-6 md:text-left">
          {notice}
          {categories.length > 0 ? <Eyebrow>{categories.join(' · ')}</Eyebrow> : null}
          <h1 className="mt-2 text-4xl leading-tight font-semibold break-words text-ink sm:text-5xl">
            {name}
          </h1>
          <div className="mt-3 flex flex-wrap justify-center gap-x-5 gap-y-1.5 text-ink-soft md:justify-start">
            {business.ownerNames ? (
              <span className="flex items-center gap-1.5">
                <UserRound aria-hidden="true" className="size-4 text-clay-strong" />
                <span>
                  <span className="sr-only">{`${i18n._('Owned by')} `}</span>
                  {business.ownerNames}
                </span>
              </span>
            ) : null}
            {place ? (
              <span className="flex items-center gap-1.5">
                <MapPin aria-hidden="true" className="size-4 text-clay-strong" />
                {place}
              </span>
            ) : null}
            {business.yearStarted ? (
              <span className="flex items-center gap-1.5">
                <CalendarHeart aria-hidden="true" className="size-4 text-clay-strong" />
                {i18n._('Since {year}', { year: business.yearStarted })}
              </span>
            ) : null}
          </div>
          {business.openingHours && business.timeZone ? (
            // The line appears once the page runs (its clock is the visitor's): its height is kept.
            <div className="mt-2 flex h-5 justify-center md:justify-start">
              <Island
                name="open-now"
                component={OpenNowLine}
                props={{ openingHours: business.openingHours ?? null, timeZone: business.timeZone ?? null }}
              />
            </div>
          ) : null}
          {business.businessHeadline ? (
            <p className="mt-4 font-display text-xl text-ink italic sm:text-2xl">
              “{business.businessHeadline}”
            </p>
          ) : null}
          {offerings.length > 0 ? (
            <ul
              aria-label={i18n._('Offerings')}
              className="mt-5 flex flex-wrap justify-center gap-2 md:justify-start"
            >
              {offerings.map((offering) => (
                <li key={offering}>
                  <Pill group="neutral" className="bg-paper px-3.5 text-sm">
                    {offering}
                  </Pill>
                </li>
              ))}
            </ul>
          ) : null}
          <ChipList
            chips={chips}
            label={i18n._('Identity, structure and values')}
            className="mt-3 justify-center md:justify-start"
          />
          <ContactPill text={primaryContactText(business, i18n)} />
          {actions ? (
            <div className="mt-6 flex flex-wrap justify-center gap-3 md:justify-start">{actions}</div>
          ) : null}
        </div>
      </div>
    </header>
  );
}
