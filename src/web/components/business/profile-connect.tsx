import { AtSign, Globe, type LucideIcon, Mail, Music2, ThumbsUp } from 'lucide-react';
import { useI18n } from '../../lib/i18n.tsx';
import type { ProfileTabsData } from './business-profile-types.ts';
import { type ConnectKind, connectLinks } from './connect-links.ts';
import { ContactIcon } from './contact-icon.tsx';
import { StorefrontCard } from './storefront-card.tsx';

const ICONS: Record<ConnectKind, LucideIcon> = {
  email: Mail,
  instagram: AtSign,
  tiktok: Music2,
  facebook: ThumbsUp,
  website: Globe,
};

/** The Connect tab: the storefront address (when shoppers may visit), then email, Instagram, TikTok, Facebook and website as working links. */
export function ProfileConnect({ business }: { business: ProfileTabsData }) {
  const i18n = useI18n();
  const links = connectLinks(business);
  const visit = business.storefront ? <StorefrontCard address={business.storefront} /> : null;
  if (links.length === 0) {
    return (
      visit ?? <p className="text-ink-soft">{i18n._('This business hasn’t shared contact details yet.')}</p>
    );
  }
  return (
    <>
      {visit}
      <ul className="grid gap-3 sm:grid-cols-2">
        {links.map((link) => {
          const external = link.kind !== 'email';
          return (
            <li key={link.kind}>
              <a
                href={link.href}
                {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                className="flex items-center gap-4 rounded-xl border border-line/70 bg-paper p-4 shadow-soft transition hover:-translate-y-0.5 hover:shadow-lift"
              >
                <ContactIcon icon={ICONS[link.kind]} />
                <span className="min-w-0">
                  <span className="block text-sm font-semibold text-ink-muted">{i18n._(link.label)}</span>
                  <span className="block truncate font-semibold text-primary">{link.text}</span>
                </span>
                {external ? <span className="sr-only">{` ${i18n._('(opens in a new tab)')}`}</span> : null}
              </a>
            </li>
          );
        })}
      </ul>
    </>
  );
}
