// Exact user-facing messages (docs/product.md §9.1, §10.2, §13), shared by forms and the API.
export const MSG = {
  usernameChars: /*i18n*/ 'Only lowercase letters, numbers, dot (.), dash (-), and underscore (_) allowed.',
  usernameLength: /*i18n*/ 'Username must be 3-20 characters long.',
  usernameExists: /*i18n*/ 'Username already exists',
  passwordsMismatch: /*i18n*/ 'Passwords do not match',
  passwordRule: /*i18n*/ 'Password must be at least 8 characters and include a number and a symbol.',
  passwordTooLong: /*i18n*/ 'Password must be at most 128 characters.',
  email: /*i18n*/ 'Must be a valid email address.',
  zip: /*i18n*/ 'Must be a valid ZIP code.',
  required: /*i18n*/ 'This field is required.',
} as const;
