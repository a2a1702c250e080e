// The toasts of each step (docs/product.md §17.2): success, save failure and load failure. Each is
// a message id in English, drawn with `i18n._(…)` where it is shown.

export interface StepMessages {
  saved: string;
  saveFailed: string;
  /** Steps that show the server's own message first, else their own (docs/product.md §5.6). */
  serverMessageFirst?: boolean;
  /** When the server took the step but could not store it (a 5xx), if the step has its own message for that. */
  serverFailed?: string;
  loadFailed: string;
}

const LOAD = /*i18n*/ 'Failed to load this step.';

export const STEP_MESSAGES: Record<number, StepMessages> = {
  1: {
    saved: /*i18n*/ 'Business type saved.',
    saveFailed: /*i18n*/ 'An error occurred.',
    serverMessageFirst: true,
    loadFailed: LOAD,
  },
  2: {
    saved: /*i18n*/ 'Categories saved.',
    saveFailed: /*i18n*/ 'Failed to save categories.',
    serverMessageFirst: true,
    loadFailed: LOAD,
  },
  3: {
    saved: /*i18n*/ 'Saved!',
    saveFailed: /*i18n*/ 'Failed to save business info.',
    serverMessageFirst: true,
    serverFailed: /*i18n*/ 'Failed to complete onboarding step.',
    loadFailed: /*i18n*/ 'Failed to load business info.',
  },
  4: {
    saved: /*i18n*/ 'Saved!',
    saveFailed: /*i18n*/ 'Failed to save your story.',
    loadFailed: /*i18n*/ 'Failed to load your story.',
  },
  5: {
    saved: /*i18n*/ 'Saved!',
    saveFailed: /*i18n*/ 'Failed to save contact info.',
    loadFailed: /*i18n*/ 'Failed to load contact info.',
  },
  6: { saved: /*i18n*/ 'Saved!', saveFailed: /*i18n*/ 'Failed to save primary contact.', loadFailed: LOAD },
  7: {
    saved: /*i18n*/ 'Saved!',
    saveFailed: /*i18n*/ 'Failed to save storefront address.',
    loadFailed: LOAD,
  },
  8: {
    saved: /*i18n*/ 'Saved!',
    saveFailed: /*i18n*/ 'Failed to save mobile service info.',
    loadFailed: LOAD,
  },
  9: {
    saved: /*i18n*/ 'Pricing saved!',
    saveFailed: /*i18n*/ 'Failed to save pricing items.',
    loadFailed: LOAD,
  },
  10: {
    saved: /*i18n*/ 'Saved!',
    saveFailed: /*i18n*/ 'Failed to save offerings.',
    loadFailed: /*i18n*/ 'Failed to load offerings.',
  },
  11: { saved: /*i18n*/ 'Saved!', saveFailed: /*i18n*/ 'Failed to save identities.', loadFailed: LOAD },
  12: { saved: /*i18n*/ 'Saved!', saveFailed: /*i18n*/ 'Failed to save structure.', loadFailed: LOAD },
  13: { saved: /*i18n*/ 'Photos saved!', saveFailed: /*i18n*/ 'Failed to save photos.', loadFailed: LOAD },
  14: { saved: /*i18n*/ 'Photos saved!', saveFailed: /*i18n*/ 'Failed to save photos.', loadFailed: LOAD },
  15: {
    saved: /*i18n*/ 'Saved!',
    saveFailed: /*i18n*/ 'Failed to update publish status.',
    loadFailed: /*i18n*/ 'Failed to load summary.',
  },
};

/** Step 1 when the business cannot be created because the session is gone (docs/product.md §6.1). */
export const NO_USER = /*i18n*/ 'Could not retrieve user.';

/** Step 9 when only 'This is starting rate' changed and the save failed. */
export const STARTING_RATE_FAILED = /*i18n*/ 'Failed to save starting rate.';

export const PHOTO_MSG = {
  ownerUploadFailed: /*i18n*/ 'Owner photo upload failed.',
  logoUploadFailed: /*i18n*/ 'Logo upload failed.',
  ownerDeleteFailed: /*i18n*/ 'Failed to delete owner photo.',
  logoDeleteFailed: /*i18n*/ 'Failed to delete logo.',
  deleteFailed: /*i18n*/ 'Failed to delete photo.',
  orderFailed: /*i18n*/ 'Failed to update photo list.',
  uploadFailed: /*i18n*/ 'Upload failed.',
  /** A chosen file that is not a picture says so, instead of a failed upload. */
  notAnImage: /*i18n*/ 'That file is not a JPEG, PNG, WebP or HEIC image',
  /** The upload was answered, but without the photos' addresses (docs/product.md §6.14). */
  urlError: /*i18n*/ 'URL error.',
} as const;

export const SUMMARY_MSG = {
  noBusiness: /*i18n*/ 'No business ID found.',
  published: /*i18n*/ 'Published!',
  draft: /*i18n*/ 'Saved as draft',
  publishFailed: /*i18n*/ 'Failed to update publish status.',
  pricingFailed: /*i18n*/ 'Failed to load pricing.',
  unpublishedBySave: /*i18n*/ 'Saved. Your profile is hidden until the steps it needs are finished again.',
} as const;

export const BUSINESS_NOT_FOUND = /*i18n*/ 'Business not found.';
