// The card the alert pages share: an icon, a heading, a line and the way back.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { RoundIcon } from '../../../components/ui/round-icon.tsx';
import { paths } from '../../../config/paths.ts';
import { useI18n } from '../../../lib/i18n.tsx';

export function AlertNotice(props: {
  icon: LucideIcon;
  tone?: 'primary' | 'clay';
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const i18n = useI18n();
  return (
    <div className="mx-auto max-w-xl px-4 py-14 sm:py-20">
      <Card className="p-8 text-center sm:p-10">
        <RoundIcon icon={props.icon} tone={props.tone} />
        <h1 className="mt-5 text-3xl font-semibold text-ink">{props.title}</h1>
        <div className="mt-3 text-ink-soft">{props.children}</div>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          {props.actions}
          <ButtonLink to={paths.explore} variant="ghost" size="lg">
            {i18n._('Explore businesses')}
          </ButtonLink>
        </div>
      </Card>
    </div>
  );
}
