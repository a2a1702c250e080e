import type { ReactNode } from 'react';
import { useI18n } from '../../../lib/i18n.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export interface ConsolePageProps {
  title: string;
  /** A way back, above the heading (a state's page: All states). */
  back?: ReactNode;
  description?: ReactNode;
  /** Beside the title on wide screens, under it on phones. */
  actions?: ReactNode;
  children: ReactNode;
}

/** Every console page: one heading, an optional line and actions, then its content. */
export function ConsolePage({ title, back, description, actions, children }: ConsolePageProps) {
  const i18n = useI18n();
  useDocumentTitle(i18n._('{title} · Operator console', { title }));
  return (
    <div className="mx-auto max-w-page px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          {back ? <div className="mb-3">{back}</div> : null}
          <h1 className="text-3xl font-semibold break-words text-ink sm:text-4xl">{title}</h1>
          {description ? <p className="mt-2 max-w-2xl text-ink-soft">{description}</p> : null}
        </div>
        {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
      </div>
      <div className="mt-8">{children}</div>
    </div>
  );
}
