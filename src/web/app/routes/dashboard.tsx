import { Compass, Store, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { Card } from '../../components/ui/card.tsx';
import { paths } from '../../config/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useSession } from '../../lib/use-session.ts';

const SHORTCUTS = [
  {
    to: paths.onboarding(),
    icon: Store,
    title: 'Add a business',
    text: 'Create a profile for your shop or service.',
  },
  { to: paths.profile, icon: UserRound, title: 'My Profile', text: 'Your businesses and account settings.' },
  { to: paths.explore, icon: Compass, title: 'Browse the market', text: 'Find local businesses near you.' },
];

/** `/dashboard` (session required). */
export function DashboardPage() {
  const { user } = useSession();
  useDocumentTitle('Dashboard');
  return (
    <>
      <PageHeader title="Dashboard" description={user ? `Signed in as ${user.email}` : undefined} />
      <div className="mx-auto grid max-w-page gap-5 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-3 lg:px-8">
        {SHORTCUTS.map(({ to, icon: Icon, title, text }) => (
          <Card key={to} asChild interactive>
            <Link to={to} className="flex items-start gap-4 p-6">
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span>
                <span className="block font-display text-xl font-semibold text-ink">{title}</span>
                <span className="mt-1 block text-ink-soft">{text}</span>
              </span>
            </Link>
          </Card>
        ))}
      </div>
    </>
  );
}
