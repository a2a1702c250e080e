/** The password hint of sign-up and reset (docs/product.md §9.1); the rule itself lives in shared/schemas/fields.ts. */
export const PASSWORD_HINT = 'Minimum 8 characters, including a number and a symbol.';
