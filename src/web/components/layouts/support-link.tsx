import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { usePublicConfig } from '../../api/get-public-config.ts';
import { paths } from '../../config/paths.ts';
import { useI18n } from '../../lib/i18n.tsx';

export interface SupportLinkProps {
  className?: string;
  /** Shown after the label of the in-app link (the external link shows its own icon). */
  trailing?: ReactNode;
}

/**
 * The nav bar's support link: the configured store (SUPPORT_URL, opens in a new tab) as
 * 'Support Local', or, when none is configured, the app's own Support page.
 */
export function SupportLink({ className, trailing }: SupportLinkProps) {
  const i18n = useI18n();
  const supportUrl = usePublicConfig()?.supportUrl;
  if (!supportUrl) {
    return (
      <NavLink to={paths.support} className={className}>
        {i18n._('Support')}
        {trailing}
      </NavLink>
    );
  }
  return (
    <a href={supportUrl} target="_blank" rel="noopener noreferrer" className={className}>
      {i18n._('Support Local')}
      <ExternalLink aria-hidden="true" className="size-3.5 opacity-70" />
      <span className="sr-only"> {i18n._('(opens in a new tab)')}</span>
    </a>
  );
}
