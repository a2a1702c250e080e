import { Button } from '../../../../components/ui/button.tsx';
import { FormAlert } from '../../../../components/ui/form-alert.tsx';

interface LoadErrorAlertProps {
  title: string;
  retrying: boolean;
  onRetry: () => void;
}

/** A failed load, announced, with a retry button. */
export function LoadErrorAlert({ title, retrying, onRetry }: LoadErrorAlertProps) {
  return (
    <FormAlert tone="error" title={title} assertive>
      <Button variant="secondary" size="sm" className="mt-2" loading={retrying} onClick={onRetry}>
        Try again
      </Button>
    </FormAlert>
  );
}
