import type { ReactNode } from 'react';
import shopfront from '../../../../assets/panel-shopfront.svg';
import { BrandMark } from '../../../../components/layouts/brand-mark.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { useI18n } from '../../../../lib/i18n.tsx';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';

export interface AuthShellProps {
  /** The card's heading and the tab title (already translated). */
  title: string;
  lead?: ReactNode;
  /** Replaces the brand mark above the title (e.g. an envelope on /confirm-email). */
  icon?: ReactNode;
  children: ReactNode;
  /** A line under a rule at the bottom of the card (e.g. "New here? Sign Up"). */
  footer?: ReactNode;
}

/** The frame of every sign-in screen: a card on cream, with an illustrated panel beside it on wide screens. */
export function AuthShell({ title, lead, icon, children, footer }: AuthShellProps) {
  const i18n = useI18n();
  useDocumentTitle(title);
  return (
    <div className="mx-auto grid w-full max-w-page items-center gap-12 px-4 py-8 sm:px-6 sm:py-14 lg:grid-cols-[1fr_minmax(0,28rem)] lg:px-8 lg:py-16">
      <aside className="hidden lg:block" aria-hidden="true">
        <div className="relative mx-auto max-w-md">
          <div className="absolute -inset-4 -rotate-3 rounded-[2rem] bg-clay-soft" />
          <img
            src={shopfront}
            alt=""
            width={400}
            height={500}
            className="relative block aspect-[4/5] h-auto w-full rounded-2xl shadow-lift ring-1 ring-ink/5"
          />
          <p className="relative mt-8 text-center font-display text-2xl text-ink">
            {i18n._('Where locals shop locals.')}
          </p>
        </div>
      </aside>
      <Card className="w-full p-6 sm:p-10 lg:justify-self-end">
        <div className="text-center">
          {icon ?? <BrandMark className="mx-auto size-12" />}
          <h1 className="mt-4 text-3xl font-semibold text-ink sm:text-4xl">{title}</h1>
          {lead ? <p className="mt-2 text-ink-soft">{lead}</p> : null}
        </div>
        <div className="mt-8">{children}</div>
        {footer ? (
          <div className="mt-8 border-t border-line pt-6 text-center text-sm text-ink-soft">{footer}</div>
        ) : null}
      </Card>
    </div>
  );
}
