/** The password hint of sign-up and reset (docs/product.md §9.1), drawn with `i18n._`; the rule itself lives in shared/schemas/fields.ts. */
export const PASSWORD_HINT = /*i18n*/ 'Minimum 8 characters, including a number and a symbol.';
