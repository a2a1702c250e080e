import { Trash2 } from 'lucide-react';
import { useI18n } from '../lib/i18n.tsx';
import { Button } from './ui/button.tsx';

/** The submit button of a type-the-name-to-delete dialog: enabled only once the typed text matches. */
export function ConfirmDeleteButton({ matches, pending }: { matches: boolean; pending: boolean }) {
  const i18n = useI18n();
  return (
    <Button
      type="submit"
      variant="danger"
      disabled={!matches}
      loading={pending}
      loadingText={i18n._('Deleting…')}
    >
      <Trash2 aria-hidden="true" />
      {i18n._('Confirm Delete')}
    </Button>
  );
}
