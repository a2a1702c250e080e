import { Heart, Store } from 'lucide-react';
import { useSession } from '../../../api/get-session.ts';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { paths } from '../../../config/paths.ts';

const PATHS = [
  {
    icon: Heart,
    title: 'For shoppers',
    text: 'Browse by state and region, save your favorites and share the places you love with friends.',
    action: { to: paths.explore, label: 'Explore the Market' },
    signedInAction: undefined,
  },
  {
    icon: Store,
    title: 'For business owners',
    text: 'Create a free profile in about ten minutes: your story, your photos, your prices and how to reach you.',
    action: { to: paths.auth('signup'), label: 'Sign Up For Free' },
    // Someone already signed in is not asked to sign up.
    signedInAction: { to: paths.onboarding(), label: 'Add Your Business' },
  },
];

/** Two ways to join in, for shoppers and for owners. */
export function AboutJoin() {
  const { isSignedIn } = useSession();
  return (
    <section aria-labelledby="join-title" className="mx-auto max-w-page px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <h2 id="join-title" className="text-center text-3xl font-semibold text-ink sm:text-4xl">
        Come be a local with us
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
            <h3 className="mt-3 text-2xl font-semibold">{title}</h3>
            <p className={index === 0 ? 'mt-2 text-cream/90' : 'mt-2 text-ink-soft'}>{text}</p>
            <ButtonLink
              to={((isSignedIn && signedInAction) || signedOut).to}
              variant={index === 0 ? 'secondary' : 'primary'}
              className="mt-6"
            >
              {((isSignedIn && signedInAction) || signedOut).label}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
