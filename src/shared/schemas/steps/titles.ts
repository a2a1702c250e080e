// The wizard's step count and step titles (the titles also name missing steps before publishing).
export const TOTAL_STEPS = 15;

export const STEP_TITLES: Record<number, string> = {
  0: /*i18n*/ "Let's build your profile",
  1: /*i18n*/ 'Business Type',
  2: /*i18n*/ 'Business Categories',
  3: /*i18n*/ 'Business Information',
  4: /*i18n*/ 'Business Story',
  5: /*i18n*/ 'Business Contact',
  6: /*i18n*/ 'Customers Contact',
  7: /*i18n*/ 'Storefront Address',
  8: /*i18n*/ 'Mobile Service',
  9: /*i18n*/ 'Pricing',
  10: /*i18n*/ 'Business Offering',
  11: /*i18n*/ 'Business Identity',
  12: /*i18n*/ 'Business Structure',
  13: /*i18n*/ 'Business Photos',
  14: /*i18n*/ 'Business Product Photos',
  15: /*i18n*/ 'Summary',
};
