// Exact user-facing messages (docs/product.md §9.1, §10.2, §13), shared by forms and the API.
export const MSG = {
  usernameChars: 'Only lowercase letters, numbers, dot (.), dash (-), and underscore (_) allowed.',
  usernameLength: 'Username must be 3-20 characters long.',
  usernameExists: 'Username already exists',
  passwordsMismatch: 'Passwords do not match',
  passwordRule: 'Password must be at least 8 characters and include a number and a symbol.',
  passwordTooLong: 'Password must be at most 128 characters.',
  email: 'Must be a valid email address.',
  zip: 'Must be a valid ZIP code.',
  required: 'This field is required.',
} as const;
