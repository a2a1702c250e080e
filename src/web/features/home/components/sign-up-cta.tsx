import { Check } from 'lucide-react';
import { useSession } from '../../../api/get-session.ts';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { Eyebrow } from '../../../components/ui/eyebrow.tsx';
import { Glow } from '../../../components/ui/glow.tsx';
import { paths } from '../../../config/paths.ts';
import { useI18n } from '../../../lib/i18n.tsx';

const BENEFITS = [
  /*i18n*/ 'A free profile for your shop or service',
  /*i18n*/ 'Your story, photos and prices',
  /*i18n*/ 'Found by neighbors',
];

/**
 * The owners' call to action: 'Sign Up For Free' to /auth?mode=signup (docs/product.md §12.1); someone already
 * signed in is not asked to sign up but offered to add their business.
 */
export function SignUpCta() {
  const i18n = useI18n();
  const { isSignedIn } = useSession();
  return (
    <section aria-labelledby="signup-cta-title" className="mx-auto max-w-page px-4 sm:px-6 lg:px-8">
      <div className="relative overflow-hidden rounded-2xl bg-clay-soft px-6 py-10 sm:px-10 md:flex md:items-center md:justify-between md:gap-10 md:px-14 md:py-14">
        <Glow className="-bottom-24 -left-16 size-72 bg-clay/15" />
        <div className="relative max-w-xl">
          <Eyebrow>{i18n._('For local owners')}</Eyebrow>
          <h2 id="signup-cta-title" className="mt-2 text-3xl font-semibold text-ink sm:text-4xl">
            {i18n._('Put your business on the local map')}
          </h2>
          <p className="mt-3 text-ink-soft sm:text-lg">
            {i18n._(
              'Set up your profile in about ten minutes and let the people nearby find what you make and do.',
            )}
          </p>
          <ul className="mt-5 space-y-2">
            {BENEFITS.map((benefit) => (
              <li key={benefit} className="flex items-center gap-2.5 text-ink-soft">
                <span className="inline-flex size-5 items-center justify-center rounded-full bg-primary text-cream">
                  <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
                </span>
                {i18n._(benefit)}
              </li>
            ))}
          </ul>
        </div>
        <ButtonLink
          to={isSignedIn ? paths.onboarding() : paths.auth('signup')}
          size="lg"
          className="relative mt-8 w-full sm:w-auto md:mt-0"
        >
          {isSignedIn ? i18n._('Add Your Business') : i18n._('Sign Up For Free')}
        </ButtonLink>
      </div>
    </section>
  );
}
