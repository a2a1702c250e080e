// The business dashboard's 'Business Account Settings' menu (docs/product.md §8.2): each entry opens its
// wizard step in edit mode, /dashboard/business/{id}/edit/{step}.
import menu from './settings-menu.json' with { type: 'json' };

export interface MenuLink {
  label: string;
  step: number;
}

/** An entry: either a direct step, or a submenu of steps. */
export type MenuGroup = MenuLink | { label: string; items: readonly MenuLink[] };

/** The menu in order (settings-menu.json): groups open a submenu of steps. */
export const SETTINGS_MENU: readonly MenuGroup[] = menu;

/** Every link of the menu, with the submenu it sits in (if any), in menu order. */
export function menuLinks(): { group: string | null; label: string; step: number }[] {
  return SETTINGS_MENU.flatMap((g) =>
    'items' in g
      ? g.items.map((i) => ({ group: g.label as string | null, label: i.label, step: i.step }))
      : [{ group: null, label: g.label, step: g.step }],
  );
}
