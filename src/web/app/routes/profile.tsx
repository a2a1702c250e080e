import { PageHeader } from '../../components/page-header.tsx';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { Card } from '../../components/ui/card.tsx';
import { paths } from '../../config/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useSession } from '../../lib/use-session.ts';

/** `/profile` (session required): 'My Profile' with the user's email. */
export function ProfilePage() {
  const { user } = useSession();
  useDocumentTitle('My Profile');
  return (
    <>
      <PageHeader title="My Profile" description={user?.email} />
      <div className="mx-auto max-w-page px-4 py-10 sm:px-6 lg:px-8">
        <Card className="max-w-xl p-6 sm:p-8">
          <h2 className="text-2xl font-semibold text-ink">Account</h2>
          <dl className="mt-5 grid gap-4 sm:grid-cols-[8rem_1fr]">
            <dt className="text-sm font-semibold text-ink-muted">Email</dt>
            <dd className="break-all text-ink">{user?.email}</dd>
            {user?.username ? (
              <>
                <dt className="text-sm font-semibold text-ink-muted">Username</dt>
                <dd className="text-ink">{user.username}</dd>
              </>
            ) : null}
          </dl>
          <ButtonLink to={paths.accountSettings} variant="secondary" className="mt-6">
            Edit Information
          </ButtonLink>
        </Card>
      </div>
    </>
  );
}
