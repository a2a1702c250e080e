// The business dashboard's 'Business Account Settings' menu (docs/product.md §8.2): each entry opens its
// wizard step in edit mode, /dashboard/business/{id}/edit/{step}. Labels are English message ids, drawn
// with `i18n._(label)`.

export interface MenuLink {
  label: string;
  step: number;
}

/** An entry: either a direct step, or a submenu of steps. */
export type MenuGroup = MenuLink | { label: string; items: readonly MenuLink[] };

/** The menu in order: groups open a submenu of steps. */
export const SETTINGS_MENU: readonly MenuGroup[] = [
  {
    label: /*i18n*/ 'Business Information',
    items: [
      { label: /*i18n*/ 'Business Information', step: 3 },
      { label: /*i18n*/ 'Business Category', step: 2 },
      { label: /*i18n*/ 'Contact Information', step: 5 },
      { label: /*i18n*/ 'Primary Contact', step: 6 },
    ],
  },
  { label: /*i18n*/ 'Update Headline + Story', step: 4 },
  { label: /*i18n*/ 'Offerings', step: 10 },
  {
    label: /*i18n*/ 'Identity + Structure',
    items: [
      { label: /*i18n*/ 'Identity', step: 11 },
      { label: /*i18n*/ 'Structure', step: 12 },
    ],
  },
  { label: /*i18n*/ 'Mobile Service', step: 8 },
  { label: /*i18n*/ 'Service Pricing', step: 9 },
  {
    label: /*i18n*/ 'Business Photos',
    items: [
      { label: /*i18n*/ 'Owner Photo + Business Logo', step: 13 },
      { label: /*i18n*/ 'Product Photos', step: 14 },
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
