import { MailX } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { useUnsubscribeAlerts } from '../../../api/unsubscribe-alerts.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { AlertNotice } from './alert-notice.tsx';

/**
 * `/alerts/unsubscribe?token=…`: one button, so a link scanner opening the email's link stops
 * nothing; mail clients use the one-click header instead.
 */
export function AlertUnsubscribePage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const stop = useUnsubscribeAlerts(token);
  useDocumentTitle('Stop new business emails');
  const done = stop.isSuccess;
  return (
    <AlertNotice
      icon={MailX}
      tone="clay"
      title={done ? 'You won’t hear from us about new businesses' : 'Stop new business emails?'}
      actions={
        done ? null : (
          <Button
            size="lg"
            disabled={!token}
            onClick={() => stop.mutate()}
            loading={stop.isPending}
            loadingText="Stopping…"
          >
            Stop these emails
          </Button>
        )
      }
    >
      <p role={done ? 'status' : undefined}>
        {done
          ? 'Your alerts are removed. Ask again from any market or search page.'
          : 'We’ll remove the alerts this email was about.'}
      </p>
      {stop.isError ? (
        <FormAlert tone="error" className="mt-6 text-left" assertive>
          {errorMessage(stop.error)}
        </FormAlert>
      ) : null}
    </AlertNotice>
  );
}
