import { BellRing, LinkIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { useI18n } from '../../../lib/i18n.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { AlertNotice } from './alert-notice.tsx';

/**
 * `/alerts/confirmed`: where an alert's confirmation link lands (the server confirms it and
 * redirects here; `?invalid=1` when the link was not valid or the alert is gone).
 */
export function AlertConfirmedPage() {
  const invalid = useSearchParams()[0].has('invalid');
  const i18n = useI18n();
  useDocumentTitle(invalid ? i18n._('Link not valid') : i18n._('Alert confirmed'));
  if (invalid)
    return (
      <AlertNotice icon={LinkIcon} tone="clay" title={i18n._('This link is not valid')}>
        <p>{i18n._('Use the link from your most recent email, or ask for the alert again.')}</p>
      </AlertNotice>
    );
  return (
    <AlertNotice icon={BellRing} title={i18n._('You’re on the list')}>
      <p role="status">
        {i18n._('We’ll email you when a new business opens there. Every email has a link to stop them.')}
      </p>
    </AlertNotice>
  );
}
