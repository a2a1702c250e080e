import { ChevronDown, type LucideIcon } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths.ts';
import { useI18n } from '../../../../lib/i18n.tsx';
import type { MenuLink } from '../../lib/settings-menu.ts';
import { menuIcon, menuRow } from './menu-styles.ts';

export interface SettingsSubmenuProps {
  businessId: string;
  label: string;
  icon: LucideIcon;
  items: readonly MenuLink[];
}

/** A submenu of the settings menu: a disclosure button and its step links. */
export function SettingsSubmenu({ businessId, label, icon: Icon, items }: SettingsSubmenuProps) {
  const i18n = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <Collapsible.Root open={open} onOpenChange={setOpen}>
      <Collapsible.Trigger className={`group ${menuRow}`}>
        <Icon aria-hidden="true" className={menuIcon} />
        <span className="flex-1">{i18n._(label)}</span>
        <ChevronDown
          aria-hidden="true"
          className="size-4 text-ink-muted transition-transform duration-200 group-data-[state=open]:rotate-180"
        />
      </Collapsible.Trigger>
      <Collapsible.Content>
        <ul className="my-1 ml-5 space-y-0.5 border-l-2 border-clay-soft pl-3">
          {items.map((item) => (
            <li key={item.step}>
              <Link
                to={paths.businessEdit(businessId, item.step)}
                className="block rounded-md px-3 py-2 text-[0.95rem] text-ink-soft transition-colors hover:bg-cream-deep hover:text-ink"
              >
                {i18n._(item.label)}
              </Link>
            </li>
          ))}
        </ul>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
