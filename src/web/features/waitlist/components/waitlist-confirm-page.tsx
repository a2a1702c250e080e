import { ArrowRight, Sprout } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../api/get-session.ts';
import { useZip } from '../../../api/get-zip.ts';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Glow } from '../../../components/ui/glow.tsx';
import { paths } from '../../../config/paths.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { confirmationZip, confirmedPlace } from '../api/join-waitlist.ts';

/** `/waitlist/confirm`: names the city and state when known, else a plain version (docs/product.md §13). */
export function WaitlistConfirmPage() {
  const i18n = useI18n();
  const zip = confirmationZip(useSearchParams()[0]);
  const zipPlace = useZip(zip).data;
  const { city, state } = confirmedPlace(zipPlace);
  const place = city ? [city, state].filter(Boolean).join(', ') : null;
  const { isSignedIn } = useSession();
  useDocumentTitle(i18n._('You’re on the waitlist'));
  return (
    <div className="mx-auto max-w-2xl px-4 py-14 sm:py-20">
      <Card className="relative overflow-hidden p-8 text-center sm:p-12">
        <Glow className="-top-24 left-1/2 size-64 -translate-x-1/2 bg-primary-soft blur-2xl" />
        <span className="relative inline-flex size-16 items-center justify-center rounded-full bg-primary text-cream shadow-lift">
          <Sprout aria-hidden="true" className="size-8" />
        </span>
        <h1 className="relative mt-6 text-3xl font-semibold text-ink sm:text-4xl">
          {place
            ? i18n._("You've planted your roots in {place}", { place })
            : i18n._("You've planted your roots")}
        </h1>
        <p className="relative mt-4 text-lg text-ink-soft">
          {place
            ? i18n._('You’re on the waitlist. We’ll email you the moment Locals Market opens in {place}.', {
                place: state ?? city,
              })
            : i18n._('You’re on the waitlist. We’ll email you the moment Locals Market opens where you are.')}
        </p>
        <p className="relative mt-2 text-ink-soft">
          {i18n._(
            'In the meantime, you can create your free profile now or see who’s already on the market.',
          )}
        </p>
        <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          {isSignedIn ? (
            <ButtonLink to={paths.onboarding()} size="lg">
              {i18n._('Create Your Business Profile')}
            </ButtonLink>
          ) : (
            <ButtonLink to={paths.auth('signup')} size="lg">
              {i18n._('Create Your Free Account')}
            </ButtonLink>
          )}
          <ButtonLink to={paths.explore} size="lg" variant="secondary">
            {i18n._('Explore Businesses')}
            <ArrowRight aria-hidden="true" />
          </ButtonLink>
        </div>
      </Card>
    </div>
  );
}
