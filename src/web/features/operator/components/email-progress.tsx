import type { ApiResponse } from '#shared/api/index.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { formatCount, plural } from '../lib/format.ts';

type Progress = NonNullable<ApiResponse<'GET /api/admin/states'>['states'][number]['lastChange']>['emails'];

/** How a launch's or pause's emails are going: a bar and the numbers (sent, waiting, failed). */
export function EmailProgress({ emails, compact = false }: { emails: Progress; compact?: boolean }) {
  const i18n = useI18n();
  if (!emails.total) return <span className="text-ink-muted">{i18n._('No emails')}</span>;
  const done = Math.round((emails.sent / emails.total) * 100);
  const sent = formatCount(i18n, emails.sent);
  const words = [
    plural(
      i18n,
      emails.total,
      /*i18n*/ '{sent} of {count} email sent',
      /*i18n*/ '{sent} of {count} emails sent',
      {
        sent,
      },
    ),
    emails.queued ? i18n._('{count} waiting', { count: formatCount(i18n, emails.queued) }) : null,
    emails.retrying ? i18n._('{count} retrying', { count: formatCount(i18n, emails.retrying) }) : null,
    emails.failed ? i18n._('{count} failed', { count: formatCount(i18n, emails.failed) }) : null,
  ].filter(Boolean);
  return (
    <div className={compact ? 'min-w-40' : 'space-y-2'}>
      <div
        role="progressbar"
        aria-label={i18n._('Emails sent')}
        aria-valuemin={0}
        aria-valuemax={emails.total}
        aria-valuenow={emails.sent}
        aria-valuetext={words.join(', ')}
        className="h-2 overflow-hidden rounded-pill bg-cream-deep"
      >
        <div className="h-full rounded-pill bg-primary transition-[width]" style={{ width: `${done}%` }} />
      </div>
      <p className={compact ? 'mt-1 text-xs text-ink-muted' : 'text-sm text-ink-soft'}>{words.join(' · ')}</p>
    </div>
  );
}
