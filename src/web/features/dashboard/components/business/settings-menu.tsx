import {
  Camera,
  ChevronDown,
  Clock,
  ExternalLink,
  type LucideIcon,
  PenLine,
  Settings,
  Sparkles,
  Store,
  Tag,
  Trash2,
  Truck,
  Users,
} from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../../components/ui/card.tsx';
import { paths } from '../../../../config/paths.ts';
import { useI18n } from '../../../../lib/i18n.tsx';
import { SETTINGS_MENU } from '../../lib/settings-menu.ts';
import { dangerRow, menuIcon, menuRow } from './menu-styles.ts';
import { SettingsSubmenu } from './settings-submenu.tsx';

const ICONS: Record<string, LucideIcon> = {
  'Business Information': Store,
  'Update Headline + Story': PenLine,
  Offerings: Sparkles,
  'Identity + Structure': Users,
  'Mobile Service': Truck,
  'Service Pricing': Tag,
  'Business Photos': Camera,
};

export interface SettingsMenuProps {
  businessId: string;
  businessUsername: string | null;
}

/** The collapsible 'Business Account Settings' menu (docs/product.md §8.2): each entry opens its edit step. */
export function SettingsMenu({ businessId, businessUsername }: SettingsMenuProps) {
  const i18n = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <Card className="p-2 sm:p-3">
      <Collapsible.Root open={open} onOpenChange={setOpen}>
        <h2>
          <Collapsible.Trigger className="flex w-full items-center gap-3 rounded-lg px-3 py-3 text-left transition-colors hover:bg-cream-deep">
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
              <Settings aria-hidden="true" className="size-5" />
            </span>
            <span className="flex-1 font-display text-xl font-semibold text-ink">
              {i18n._('Business Account Settings')}
            </span>
            <ChevronDown
              aria-hidden="true"
              className={`size-5 text-ink-muted transition-transform duration-200 ${open ? 'rotate-180' : ''}`}
            />
          </Collapsible.Trigger>
        </h2>
        <Collapsible.Content>
          <nav aria-label={i18n._('Business Account Settings')} className="px-1 pt-1 pb-2">
            <ul className="space-y-0.5 border-t border-line/70 pt-2">
              {SETTINGS_MENU.map((group) => {
                const icon = ICONS[group.label] ?? Store;
                const Icon = icon;
                return (
                  <li key={group.label}>
                    {'items' in group ? (
                      <SettingsSubmenu
                        businessId={businessId}
                        label={group.label}
                        icon={icon}
                        items={group.items}
                      />
                    ) : (
                      <Link to={paths.businessEdit(businessId, group.step)} className={menuRow}>
                        <Icon aria-hidden="true" className={menuIcon} />
                        {i18n._(group.label)}
                      </Link>
                    )}
                  </li>
                );
              })}
              <li>
                <Link to={paths.businessHours(businessId)} className={menuRow}>
                  <Clock aria-hidden="true" className={menuIcon} />
                  {i18n._('Opening Hours')}
                </Link>
              </li>
              {businessUsername ? (
                <li>
                  <Link to={paths.business(businessUsername)} className={menuRow}>
                    <ExternalLink aria-hidden="true" className={menuIcon} />
                    {i18n._('View Business Profile')}
                  </Link>
                </li>
              ) : null}
              <li className="mt-1 border-t border-line/70 pt-1">
                <Link to={paths.businessPause(businessId)} className={dangerRow}>
                  <Trash2 aria-hidden="true" className="size-4.5 shrink-0" />
                  {i18n._('Delete Business Profile')}
                </Link>
              </li>
            </ul>
          </nav>
        </Collapsible.Content>
      </Collapsible.Root>
    </Card>
  );
}
