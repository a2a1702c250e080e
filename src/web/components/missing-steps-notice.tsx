import { ListChecks } from 'lucide-react';
import { Link } from 'react-router';
import { STEP_TITLES } from '#shared/schemas/steps/titles.ts';
import { cn } from '../lib/cn.ts';
import { useI18n } from '../lib/i18n.tsx';

export interface MissingStepsNoticeProps {
  /** The required steps still to finish (the server's `missingSteps`). */
  steps: readonly number[];
  /** Where each step is edited: the wizard, or the dashboard's edit mode. */
  linkFor: (step: number) => string;
  /** Names the business when several notices share a page (each landmark needs its own name). */
  businessName?: string;
  className?: string;
}

/** Says why a profile cannot be published yet and links to each unfinished step. */
export function MissingStepsNotice({ steps, linkFor, businessName, className }: MissingStepsNoticeProps) {
  const i18n = useI18n();
  if (steps.length === 0) return null;
  return (
    <section
      aria-label={
        businessName
          ? i18n._('Steps to finish before publishing {name}', { name: businessName })
          : i18n._('Steps to finish before publishing')
      }
      className={cn(
        'rounded-xl bg-clay-soft/60 p-4 text-sm text-ink ring-1 ring-clay/30 ring-inset',
        className,
      )}
    >
      <p className="flex items-start gap-2 font-semibold">
        <ListChecks aria-hidden="true" className="mt-0.5 size-4.5 shrink-0 text-clay-strong" />
        {steps.length === 1
          ? i18n._('Finish this step to publish:')
          : i18n._('Finish these {count} steps to publish:', { count: steps.length })}
      </p>
      <ul className="mt-2 flex flex-wrap gap-2 pl-6.5">
        {steps.map((step) => (
          <li key={step}>
            <Link
              to={linkFor(step)}
              className="inline-flex min-h-9 items-center rounded-pill bg-paper px-3 py-1 font-semibold text-primary underline-offset-2 ring-1 ring-line hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
            >
              {i18n._(STEP_TITLES[step])}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
