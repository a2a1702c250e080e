import { MailCheck } from 'lucide-react';
import { useI18n } from '../../../lib/i18n.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { AlertNotice } from './alert-notice.tsx';

/** `/alerts/check-email`: where the signed-out alert form lands without the script. */
export function AlertCheckEmailPage() {
  const i18n = useI18n();
  useDocumentTitle(i18n._('Check your email'));
  return (
    <AlertNotice icon={MailCheck} title={i18n._('Check your email to confirm')}>
      <p role="status">
        {i18n._(
          'We sent you a link. Open it to start hearing about new businesses; nothing else is sent until you do.',
        )}
      </p>
    </AlertNotice>
  );
}
