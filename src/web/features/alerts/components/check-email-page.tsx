import { MailCheck } from 'lucide-react';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { AlertNotice } from './alert-notice.tsx';

/** `/alerts/check-email`: where the signed-out alert form lands without the script. */
export function AlertCheckEmailPage() {
  useDocumentTitle('Check your email');
  return (
    <AlertNotice icon={MailCheck} title="Check your email to confirm">
      <p role="status">
        We sent you a link. Open it to start hearing about new businesses; nothing else is sent until you do.
      </p>
    </AlertNotice>
  );
}
