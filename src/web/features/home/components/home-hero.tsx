import { ArrowRight, Heart, MapPin, Store } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { Glow } from '../../../components/ui/glow.tsx';
import { paths } from '../../../config/paths.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { withTags } from '../../../lib/with-tags.tsx';
import { HeroPanels } from './hero-panels.tsx';

const POINTS = [
  { icon: Store, label: /*i18n*/ 'Independent shops & services' },
  { icon: MapPin, label: /*i18n*/ 'Browse by state and region' },
  { icon: Heart, label: /*i18n*/ 'Free for shoppers' },
];

/** The home hero (docs/product.md §12.1): 'Where Locals Shop Locals', four panels and the discover button. */
export function HomeHero() {
  const i18n = useI18n();
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <Glow className="-top-32 -right-40 size-[36rem] bg-clay-soft/70 blur-3xl" />
      <div className="relative mx-auto grid max-w-page items-center gap-12 px-4 pt-10 pb-20 sm:px-6 md:grid-cols-[1.05fr_1fr] md:pt-16 lg:gap-16 lg:px-8 lg:pb-28">
        <div>
          <p className="inline-flex items-center gap-2 rounded-pill bg-paper px-3.5 py-1.5 text-sm font-semibold text-clay-strong shadow-soft ring-1 ring-line">
            <span aria-hidden="true" className="size-2 rounded-full bg-clay" />
            {i18n._('The marketplace for your neighborhood')}
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-[2.9rem] leading-[1.02] font-semibold text-ink sm:text-6xl lg:text-7xl"
          >
            {withTags(i18n._('Where Locals Shop <0>Locals</0>'), {
              0: (chunk) => <span className="relative whitespace-nowrap text-primary">{chunk}</span>,
            })}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-ink-soft">
            {i18n._(
              'Discover the makers, bakers, florists and fixers who live down the street — and keep your money working close to home.',
            )}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to={paths.explore} size="lg">
              {i18n._('Discover Local Businesses')}
              <ArrowRight aria-hidden="true" />
            </ButtonLink>
            <ButtonLink to={paths.about} size="lg" variant="secondary">
              {i18n._('Our Story')}
            </ButtonLink>
          </div>
          <ul className="mt-9 flex flex-wrap gap-x-6 gap-y-3 text-sm font-medium text-ink-soft">
            {POINTS.map(({ icon: Icon, label }) => (
              <li key={label} className="flex items-center gap-2">
                <Icon aria-hidden="true" className="size-4 text-clay-strong" />
                {i18n._(label)}
              </li>
            ))}
          </ul>
        </div>
        <HeroPanels className="mx-auto w-full max-w-md md:max-w-none" />
      </div>
    </section>
  );
}
