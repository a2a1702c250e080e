import { Button } from '../../../../components/ui/button.tsx';
import { FormAlert } from '../../../../components/ui/form-alert.tsx';
import { useI18n } from '../../../../lib/i18n.tsx';

interface LoadErrorAlertProps {
  /** Translated. */
  title: string;
  retrying: boolean;
  onRetry: () => void;
}

/** A failed load, announced, with a retry button. */
export function LoadErrorAlert({ title, retrying, onRetry }: LoadErrorAlertProps) {
  const i18n = useI18n();
  return (
    <FormAlert tone="error" title={title} assertive>
      <Button variant="secondary" size="sm" className="mt-2" loading={retrying} onClick={onRetry}>
        {i18n._('Try again')}
      </Button>
    </FormAlert>
  );
}
