import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useSession } from '../../../../api/get-session.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { ButtonLink } from '../../../../components/ui/button-link.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { RoundIcon } from '../../../../components/ui/round-icon.tsx';
import { paths } from '../../../../config/paths.ts';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';

const GONE = [
  'Your account, username and personal information',
  'Every business profile you created, with its photos and pricing',
  'Your favorites',
];

/** `/delete-account` (docs/product.md §14.1): asks for confirmation, then a modal to type the username. */
export function DeleteAccountPage() {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  useDocumentTitle('Delete Account');
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-16">
      <Card className="p-6 sm:p-10">
        <RoundIcon icon={TriangleAlert} tone="danger" />
        <h1 className="mt-5 text-3xl font-semibold text-ink sm:text-4xl">Delete Account</h1>
        <p className="mt-3 text-lg text-ink-soft">
          Are you sure you want to delete your account? This can’t be undone. We will permanently remove:
        </p>
        <ul className="mt-4 space-y-2 text-ink-soft">
          {GONE.map((item) => (
            <li key={item} className="flex gap-3">
              <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-danger" />
              {item}
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-col-reverse gap-3 border-t border-line pt-6 sm:flex-row sm:justify-end">
          <ButtonLink to={paths.accountSettings} variant="secondary" size="lg">
            Cancel
          </ButtonLink>
          <Button variant="danger" size="lg" onClick={() => setOpen(true)}>
            Yes, delete my account
          </Button>
        </div>
      </Card>
      <DeleteAccountDialog open={open} onOpenChange={setOpen} username={user?.username ?? ''} />
    </div>
  );
}
