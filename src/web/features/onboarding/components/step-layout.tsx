import type { FormEventHandler, ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useWizard } from '../hooks/wizard-context.ts';
import { StepActions } from './step-actions.tsx';
import { StepProgress } from './step-progress.tsx';

export interface StepLayoutProps {
  /** The step's title: a message id (English), drawn in the page's language. */
  title: string;
  /** A message id (English), drawn in the page's language. */
  description?: string;
  children: ReactNode;
  /** The step's form submit; the body and the action bar sit inside one <form>. */
  onSubmit?: FormEventHandler<HTMLFormElement>;
  saving?: boolean;
  /** Disables Save (e.g. while a photo uploads). */
  busy?: boolean;
  /** Step 15 is wider (docs/product.md §5.2). */
  wide?: boolean;
  /** Replaces the default Save & Next button. */
  actions?: ReactNode;
  /** Renders the body without the paper card (step 15 frames its own parts). */
  plain?: boolean;
}

/** The frame of every wizard step: 'Step N of 15', progress, title, the form and its action bar. */
export function StepLayout({
  title,
  description,
  children,
  onSubmit,
  saving,
  busy,
  wide,
  actions,
  plain,
}: StepLayoutProps) {
  const { step, mode } = useWizard();
  const i18n = useI18n();
  const heading = i18n._(title);
  useDocumentTitle(
    mode === 'edit'
      ? i18n._('Edit {title}', { title: heading })
      : i18n._('{title} · Step {step}', { title: heading, step }),
  );
  const body = (
    <>
      {plain ? (
        children
      ) : (
        <div className="rounded-2xl border border-line/70 bg-paper p-5 shadow-soft sm:p-8">{children}</div>
      )}
      <StepActions saving={saving} disabled={busy}>
        {actions}
      </StepActions>
    </>
  );
  return (
    <div className={cn('mx-auto px-4 pt-8 pb-6 sm:px-6 sm:pt-12 sm:pb-16', wide ? 'max-w-5xl' : 'max-w-2xl')}>
      <StepProgress step={step} showBar={mode === 'wizard'} />
      <h1 className="mt-5 text-3xl font-semibold text-ink sm:text-4xl">{heading}</h1>
      {description ? <p className="mt-2 text-ink-soft sm:text-lg">{i18n._(description)}</p> : null}
      <div className="mt-6">
        {onSubmit ? (
          <form noValidate onSubmit={onSubmit} aria-label={heading}>
            {body}
          </form>
        ) : (
          body
        )}
      </div>
    </div>
  );
}
