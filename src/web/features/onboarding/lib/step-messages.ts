// The toasts of each step (docs/product.md §17.2): success, save failure and load failure.

export interface StepMessages {
  saved: string;
  saveFailed: string;
  /** Steps that show the server's own message first, else their own (docs/product.md §5.6). */
  serverMessageFirst?: boolean;
  /** When the server took the step but could not store it (a 5xx), if the step has its own message for that. */
  serverFailed?: string;
  loadFailed: string;
}

const LOAD = 'Failed to load this step.';

export const STEP_MESSAGES: Record<number, StepMessages> = {
  1: {
    saved: 'Business type saved.',
    saveFailed: 'An error occurred.',
    serverMessageFirst: true,
    loadFailed: LOAD,
  },
  2: {
    saved: 'Categories saved.',
    saveFailed: 'Failed to save categories.',
    serverMessageFirst: true,
    loadFailed: LOAD,
  },
  3: {
    saved: 'Saved!',
    saveFailed: 'Failed to save business info.',
    serverMessageFirst: true,
    serverFailed: 'Failed to complete onboarding step.',
    loadFailed: 'Failed to load business info.',
  },
  4: { saved: 'Saved!', saveFailed: 'Failed to save your story.', loadFailed: 'Failed to load your story.' },
  5: {
    saved: 'Saved!',
    saveFailed: 'Failed to save contact info.',
    loadFailed: 'Failed to load contact info.',
  },
  6: { saved: 'Saved!', saveFailed: 'Failed to save primary contact.', loadFailed: LOAD },
  7: { saved: 'Saved!', saveFailed: 'Failed to save storefront address.', loadFailed: LOAD },
  8: { saved: 'Saved!', saveFailed: 'Failed to save mobile service info.', loadFailed: LOAD },
  9: { saved: 'Pricing saved!', saveFailed: 'Failed to save pricing items.', loadFailed: LOAD },
  10: { saved: 'Saved!', saveFailed: 'Failed to save offerings.', loadFailed: 'Failed to load offerings.' },
  11: { saved: 'Saved!', saveFailed: 'Failed to save identities.', loadFailed: LOAD },
  12: { saved: 'Saved!', saveFailed: 'Failed to save structure.', loadFailed: LOAD },
  13: { saved: 'Photos saved!', saveFailed: 'Failed to save photos.', loadFailed: LOAD },
  14: { saved: 'Photos saved!', saveFailed: 'Failed to save photos.', loadFailed: LOAD },
  15: {
    saved: 'Saved!',
    saveFailed: 'Failed to update publish status.',
    loadFailed: 'Failed to load summary.',
  },
};

/** Step 1 when the business cannot be created because the session is gone (docs/product.md §6.1). */
export const NO_USER = 'Could not retrieve user.';

/** Step 9 when only 'This is starting rate' changed and the save failed. */
export const STARTING_RATE_FAILED = 'Failed to save starting rate.';

export const PHOTO_MSG = {
  ownerUploadFailed: 'Owner photo upload failed.',
  logoUploadFailed: 'Logo upload failed.',
  ownerDeleteFailed: 'Failed to delete owner photo.',
  logoDeleteFailed: 'Failed to delete logo.',
  deleteFailed: 'Failed to delete photo.',
  orderFailed: 'Failed to update photo list.',
  uploadFailed: 'Upload failed.',
  /** A chosen file that is not a picture says so, instead of a failed upload. */
  notAnImage: 'That file is not a JPEG, PNG, WebP or HEIC image',
  /** The upload was answered, but without the photos' addresses (docs/product.md §6.14). */
  urlError: 'URL error.',
} as const;

export const SUMMARY_MSG = {
  noBusiness: 'No business ID found.',
  published: 'Published!',
  draft: 'Saved as draft',
  publishFailed: 'Failed to update publish status.',
  pricingFailed: 'Failed to load pricing.',
  unpublishedBySave: 'Saved. Your profile is hidden until the steps it needs are finished again.',
} as const;

export const BUSINESS_NOT_FOUND = 'Business not found.';
