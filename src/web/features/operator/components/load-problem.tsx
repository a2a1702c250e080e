import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';

/** A console section that did not load, with a way to ask again. */
export function LoadProblem({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <FormAlert tone="error" title={`${what} didn’t load`} assertive>
      <p>Check your connection and try again.</p>
      <Button size="sm" variant="secondary" className="mt-3" onClick={onRetry}>
        Try again
      </Button>
    </FormAlert>
  );
}
