// The wizard's step count and step titles (the titles also name missing steps before publishing).
export const TOTAL_STEPS = 15;

export const STEP_TITLES: Record<number, string> = {
  0: "Let's build your profile",
  1: 'Business Type',
  2: 'Business Categories',
  3: 'Business Information',
  4: 'Business Story',
  5: 'Business Contact',
  6: 'Customers Contact',
  7: 'Storefront Address',
  8: 'Mobile Service',
  9: 'Pricing',
  10: 'Business Offering',
  11: 'Business Identity',
  12: 'Business Structure',
  13: 'Business Photos',
  14: 'Business Product Photos',
  15: 'Summary',
};
