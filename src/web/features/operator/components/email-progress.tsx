import type { ApiResponse } from '#shared/api/index.ts';
import { plural } from '../lib/format.ts';

type Progress = NonNullable<ApiResponse<'GET /api/admin/states'>['states'][number]['lastChange']>['emails'];

/** How a launch's or pause's emails are going: a bar and the numbers (sent, waiting, failed). */
export function EmailProgress({ emails, compact = false }: { emails: Progress; compact?: boolean }) {
  if (!emails.total) return <span className="text-ink-muted">No emails</span>;
  const done = Math.round((emails.sent / emails.total) * 100);
  const words = [
    `${emails.sent.toLocaleString('en-US')} of ${plural(emails.total, 'email')} sent`,
    emails.queued ? `${emails.queued.toLocaleString('en-US')} waiting` : null,
    emails.retrying ? `${emails.retrying.toLocaleString('en-US')} retrying` : null,
    emails.failed ? `${emails.failed.toLocaleString('en-US')} failed` : null,
  ].filter(Boolean);
  return (
    <div className={compact ? 'min-w-40' : 'space-y-2'}>
      <div
        role="progressbar"
        aria-label="Emails sent"
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
