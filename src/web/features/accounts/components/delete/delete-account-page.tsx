import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useSession } from '../../../../api/get-session.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { ButtonLink } from '../../../../components/ui/button-link.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { RoundIcon } from '../../../../components/ui/round-icon.tsx';
import { paths } from '../../../../config/paths.ts';
import { useI18n } from '../../../../lib/i18n.tsx';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';

const GONE = [
  /*i18n*/ 'Your account, username and personal information',
  /*i18n*/ 'Every business profile you created, with its photos and pricing',
  /*i18n*/ 'Your favorites',
];

/** `/delete-account` (docs/product.md §14.1): asks for confirmation, then a modal to type the username. */
export function DeleteAccountPage() {
  const i18n = useI18n();
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  useDocumentTitle(i18n._('Delete Account'));
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-16">
      <Card className="p-6 sm:p-10">
        <RoundIcon icon={TriangleAlert} tone="danger" />
        <h1 className="mt-5 text-3xl font-semibold text-ink sm:text-4xl">{i18n._('Delete Account')}</h1>
        <p className="mt-3 text-lg text-ink-soft">
          {i18n._(
            'Are you sure you want to delete your account? This can’t be undone. We will permanently remove:',
          )}
        </p>
        <ul className="mt-4 space-y-2 text-ink-soft">
          {GONE.map((item) => (
            <li key={item} className="flex gap-3">
              <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-danger" />
              {i18n._(item)}
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-col-reverse gap-3 border-t border-line pt-6 sm:flex-row sm:justify-end">
          <ButtonLink to={paths.accountSettings} variant="secondary" size="lg">
            {i18n._('Cancel')}
          </ButtonLink>
          <Button variant="danger" size="lg" onClick={() => setOpen(true)}>
            {i18n._('Yes, delete my account')}
          </Button>
        </div>
      </Card>
      <DeleteAccountDialog open={open} onOpenChange={setOpen} username={user?.username ?? ''} />
    </div>
  );
}
