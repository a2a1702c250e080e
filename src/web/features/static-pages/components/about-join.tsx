import { Heart, Store } from 'lucide-react';
import { useSession } from '../../../api/get-session.ts';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { paths } from '../../../config/paths.ts';
import { useI18n } from '../../../lib/i18n.tsx';

const PATHS = [
  {
    icon: Heart,
    title: /*i18n*/ 'For shoppers',
    text: /*i18n*/ 'Browse by state and region, save your favorites and share the places you love with friends.',
    action: { to: paths.explore, label: /*i18n*/ 'Explore the Market' },
    signedInAction: undefined,
  },
  {
    icon: Store,
    title: /*i18n*/ 'For business owners',
    text: /*i18n*/ 'Create a free profile in about ten minutes: your story, your photos, your prices and how to reach you.',
    action: { to: paths.auth('signup'), label: /*i18n*/ 'Sign Up For Free' },
    // Someone already signed in is not asked to sign up.
    signedInAction: { to: paths.onboarding(), label: /*i18n*/ 'Add Your Business' },
  },
];

/** Two ways to join in, for shoppers and for owners. */
export function AboutJoin() {
  const i18n = useI18n();
  const { isSignedIn } = useSession();
  return (
    <section aria-labelledby="join-title" className="mx-auto max-w-page px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <h2 id="join-title" className="text-center text-3xl font-semibold text-ink sm:text-4xl">
        {i18n._('Come be a local with us')}
      </h2>
      <ul className="mt-10 grid gap-6 md:grid-cols-2">
        {PATHS.map(({ icon: Icon, title, text, action: signedOut, signedInAction }, index) => (
          <li
            key={title}
            className={
              index === 0
                ? 'rounded-2xl bg-primary px-7 py-8 text-cream [--focus-ring:var(--color-honey)]'
                : 'rounded-2xl bg-clay-soft px-7 py-8 text-ink'
            }
          >
            <Icon aria-hidden="true" className="size-7" />
            <h3 className="mt-3 text-2xl font-semibold">{i18n._(title)}</h3>
            <p className={index === 0 ? 'mt-2 text-cream/90' : 'mt-2 text-ink-soft'}>{i18n._(text)}</p>
            <ButtonLink
              to={((isSignedIn && signedInAction) || signedOut).to}
              variant={index === 0 ? 'secondary' : 'primary'}
              className="mt-6"
            >
              {i18n._(((isSignedIn && signedInAction) || signedOut).label)}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
