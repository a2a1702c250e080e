// The business dashboard's 'Business Account Settings' menu (docs/product.md §8.2): each entry opens its
// wizard step in edit mode, /dashboard/business/{id}/edit/{step}.

export interface MenuLink {
  label: string;
  step: number;
}

/** An entry: either a direct step, or a submenu of steps. */
export type MenuGroup = MenuLink | { label: string; items: readonly MenuLink[] };

export const SETTINGS_MENU: readonly MenuGroup[] = [
  {
    label: 'Business Information',
    items: [
      { label: 'Business Information', step: 3 },
      { label: 'Business Category', step: 2 },
      { label: 'Contact Information', step: 5 },
      { label: 'Primary Contact', step: 6 },
    ],
  },
  { label: 'Update Headline + Story', step: 4 },
  { label: 'Offerings', step: 10 },
  {
    label: 'Identity + Structure',
    items: [
      { label: 'Identity', step: 11 },
      { label: 'Structure', step: 12 },
    ],
  },
  { label: 'Mobile Service', step: 8 },
  { label: 'Service Pricing', step: 9 },
  {
    label: 'Business Photos',
    items: [
      { label: 'Owner Photo + Business Logo', step: 13 },
      { label: 'Product Photos', step: 14 },
    ],
  },
];

/** Every link of the menu, with the submenu it sits in (if any), in menu order. */
export function menuLinks(): { group: string | null; label: string; step: number }[] {
  return SETTINGS_MENU.flatMap((g) =>
    'items' in g
      ? g.items.map((i) => ({ group: g.label as string | null, label: i.label, step: i.step }))
      : [{ group: null, label: g.label, step: g.step }],
  );
}
