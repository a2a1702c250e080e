import { paths } from '../../config/paths.ts';
import { cn } from '../../lib/cn.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { AppLink } from '../ui/app-link.tsx';

/** Said where a profile is made public: what its page shows becomes open data (ADR 039). */
export function OpenDataNote({ className }: { className?: string }) {
  const i18n = useI18n();
  return (
    <p className={cn('text-sm text-ink-soft', className)}>
      {i18n._(
        'Once public, your profile is open data: anyone may download and reuse what your page shows, under the ODbL — never your email, your photos or your story.',
      )}{' '}
      <AppLink
        to={paths.openData}
        target="_blank"
        rel="noopener"
        className="font-semibold text-primary underline underline-offset-4"
      >
        {i18n._('About open data')}
        <span className="sr-only"> {i18n._('(opens in a new tab)')}</span>
      </AppLink>
    </p>
  );
}
