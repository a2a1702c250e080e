import type { LoaderFunctionArgs } from 'react-router';
import { SectionHeading } from '../../components/section-heading.tsx';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { paths } from '../../config/paths.ts';
import { recentBusinessesQueryOptions } from '../../features/home/api/get-recent-businesses.ts';
import { ComingSoonBanner } from '../../features/home/components/coming-soon-banner.tsx';
import { HomeHero } from '../../features/home/components/home-hero.tsx';
import { RecentBusinesses } from '../../features/home/components/recent-businesses.tsx';
import { SignUpCta } from '../../features/home/components/sign-up-cta.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { load } from '../../lib/route-context.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** `/`: hero, recently added businesses, the owners' sign-up call and the coming-soon banner. */
export function Component() {
  const i18n = useI18n();
  useDocumentTitle();
  return (
    <>
      <HomeHero />
      <section aria-labelledby="recent-title" className="border-y border-line/70 bg-paper py-16 sm:py-20">
        <div className="mx-auto max-w-page px-4 sm:px-6 lg:px-8">
          <SectionHeading
            id="recent-title"
            eyebrow={i18n._('Fresh on the market')}
            title={i18n._('Recently Added Businesses')}
            description={i18n._('New neighbors who just opened their doors on Locals Market.')}
            action={
              <ButtonLink to={paths.explore} variant="link">
                {i18n._('Browse all states')}
              </ButtonLink>
            }
          />
          <div className="mt-10">
            <RecentBusinesses />
          </div>
        </div>
      </section>
      <div className="space-y-10 py-16 sm:py-20">
        <SignUpCta />
        <ComingSoonBanner />
      </div>
    </>
  );
}

export function loader({ context }: LoaderFunctionArgs) {
  return load(context, ({ client, transport }) =>
    client.ensureQueryData(recentBusinessesQueryOptions(transport)),
  );
}
