import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { useI18n } from '../../../lib/i18n.tsx';

/** A console section that did not load (`title`: "The states didn’t load"), with a way to ask again. */
export function LoadProblem({ title, onRetry }: { title: string; onRetry: () => void }) {
  const i18n = useI18n();
  return (
    <FormAlert tone="error" title={title} assertive>
      <p>{i18n._('Check your connection and try again.')}</p>
      <Button size="sm" variant="secondary" className="mt-3" onClick={onRetry}>
        {i18n._('Try again')}
      </Button>
    </FormAlert>
  );
}
