import { ArrowRight, Sprout } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { paths } from '../../../config/paths.ts';
import { cn } from '../../../lib/cn.ts';
import { useI18n } from '../../../lib/i18n.tsx';

/** The one invitation to join the waitlist for states that are not open yet. */
export function WaitlistInvite({ className }: { className?: string }) {
  const i18n = useI18n();
  return (
    <section
      aria-labelledby="waitlist-invite-title"
      className={cn(
        'flex flex-col gap-5 rounded-2xl bg-clay-soft px-6 py-8 sm:flex-row sm:items-center sm:px-10',
        className,
      )}
    >
      <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-2xl bg-paper text-clay-strong shadow-soft">
        <Sprout aria-hidden="true" className="size-7" />
      </span>
      <div className="flex-1">
        <h2 id="waitlist-invite-title" className="text-2xl font-semibold text-ink">
          {i18n._('Don’t see your state yet?')}
        </h2>
        <p className="mt-1.5 text-ink-soft">
          {i18n._(
            'Greyed-out states are coming soon. Run a business there? Join the waitlist and we’ll let you know the moment your state opens.',
          )}
        </p>
      </div>
      <ButtonLink to={paths.waitlist} size="lg" className="w-full sm:w-auto">
        {i18n._('Join the Waitlist')}
        <ArrowRight aria-hidden="true" />
      </ButtonLink>
    </section>
  );
}
