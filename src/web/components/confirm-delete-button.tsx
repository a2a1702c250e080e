import { Trash2 } from 'lucide-react';
import { Button } from './ui/button.tsx';

/** The submit button of a type-the-name-to-delete dialog: enabled only once the typed text matches. */
export function ConfirmDeleteButton({ matches, pending }: { matches: boolean; pending: boolean }) {
  return (
    <Button type="submit" variant="danger" disabled={!matches} loading={pending} loadingText="Deleting…">
      <Trash2 aria-hidden="true" />
      Confirm Delete
    </Button>
  );
}
