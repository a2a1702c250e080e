// A post's kinds and their labels, apart from the form's schema: the business page shows a post's
// kind without loading the validation library.
export const POST_KINDS = ['update', 'offer', 'event'] as const;
export type PostKind = (typeof POST_KINDS)[number];
export const POST_KIND_LABELS: Record<PostKind, string> = {
  update: /*i18n*/ 'Update',
  offer: /*i18n*/ 'Offer',
  event: /*i18n*/ 'Event',
};
