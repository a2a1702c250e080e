import { ArrowRight } from 'lucide-react';
import { STATIC_PAGE_META } from '#shared/display/page-meta.ts';
import florist from '../../../assets/panel-florist.svg';
import shopfront from '../../../assets/panel-shopfront.svg';
import { SectionHeading } from '../../../components/section-heading.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { Eyebrow } from '../../../components/ui/eyebrow.tsx';
import { Glow } from '../../../components/ui/glow.tsx';
import { paths } from '../../../config/paths.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { withTags } from '../../../lib/with-tags.tsx';
import { AboutJoin } from './about-join.tsx';
import { AboutOrdering } from './about-ordering.tsx';
import { AboutValues } from './about-values.tsx';

/** `/about`: hero text, the four values, our data credit and the shared calls to action (docs/product.md §3.4). */
export function AboutPage() {
  const i18n = useI18n();
  useDocumentTitle(i18n._(STATIC_PAGE_META['/about'].title));
  return (
    <>
      <section aria-labelledby="about-title" className="relative overflow-hidden">
        <Glow className="-top-40 -left-40 size-[32rem] bg-primary-soft blur-3xl" />
        <div className="relative mx-auto grid max-w-page items-center gap-12 px-4 py-14 sm:px-6 md:grid-cols-[1.2fr_1fr] md:py-20 lg:px-8">
          <div>
            <Eyebrow>{i18n._('About Locals Market')}</Eyebrow>
            <h1 id="about-title" className="mt-3 text-5xl leading-[1.05] font-semibold text-ink sm:text-6xl">
              {i18n._('The shops that make a place feel like home')}
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-relaxed text-ink-soft">
              {i18n._(
                'Locals Market began with a simple question: why is it easier to find a big-box store than the potter three streets over? We built a marketplace where independent shops and services tell their own stories — and where every dollar you spend keeps working in your community.',
              )}
            </p>
            <ButtonLink to={paths.explore} size="lg" className="mt-8">
              {i18n._('Find Businesses Near You')}
              <ArrowRight aria-hidden="true" />
            </ButtonLink>
          </div>
          <div className="relative mx-auto grid w-full max-w-sm grid-cols-2 gap-4 md:max-w-md">
            <img
              src={shopfront}
              alt={i18n._('A neighborhood shopfront with a striped awning and an Open sign')}
              width={400}
              height={500}
              className="aspect-[4/5] w-full rounded-2xl shadow-lift ring-1 ring-ink/5"
            />
            <img
              src={florist}
              alt={i18n._('A florist’s bouquet of warm blooms wrapped in kraft paper')}
              width={400}
              height={500}
              className="mt-10 aspect-[4/5] w-full rounded-2xl shadow-lift ring-1 ring-ink/5"
            />
          </div>
        </div>
      </section>
      <section
        aria-labelledby="values-title"
        className="border-y border-line/70 bg-cream-deep/50 py-16 sm:py-20"
      >
        <div className="mx-auto max-w-page px-4 sm:px-6 lg:px-8">
          <SectionHeading
            id="values-title"
            eyebrow={i18n._('What we believe')}
            title={i18n._('Our values')}
            description={i18n._('Four promises that shape every page of Locals Market.')}
          />
          <div className="mt-10">
            <AboutValues />
          </div>
        </div>
      </section>
      <AboutOrdering />
      <AboutJoin />
      <aside aria-label={i18n._('Data credits')} className="mx-auto max-w-page px-4 pb-14 sm:px-6 lg:px-8">
        <p className="border-t border-line pt-6 text-sm text-ink-muted">
          {withTags(i18n._('ZIP code data from GeoNames (<0>geonames.org</0>), <1>CC BY 4.0</1>.'), {
            0: (chunk) => (
              <a href="https://www.geonames.org" className="underline underline-offset-2 hover:text-primary">
                {chunk}
              </a>
            ),
            1: (chunk) => (
              <a
                href="https://creativecommons.org/licenses/by/4.0/"
                className="underline underline-offset-2 hover:text-primary"
              >
                {chunk}
              </a>
            ),
          })}
        </p>
      </aside>
    </>
  );
}
