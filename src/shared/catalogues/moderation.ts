// Why a visitor reports a business, and why the marketplace team hides one (docs/product.md §23).
// The slugs are stored (CHECK constraints in migration 0008); the labels are what people read.

export const REPORT_REASONS = [
  { slug: 'wrong_information', label: 'Wrong information' },
  { slug: 'permanently_closed', label: 'Permanently closed' },
  { slug: 'inappropriate_content', label: 'Inappropriate content' },
  { slug: 'scam_or_fraud', label: 'Scam or fraud' },
  { slug: 'other', label: 'Other' },
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number]['slug'];
export const REPORT_REASON_SLUGS = REPORT_REASONS.map((r) => r.slug) as [ReportReason, ...ReportReason[]];

/** The owner reads these after "Hidden by the marketplace team: …". */
export const HIDE_REASONS = [
  { slug: 'wrong_information', label: 'Wrong or misleading information' },
  { slug: 'permanently_closed', label: 'The business appears to be permanently closed' },
  { slug: 'inappropriate_content', label: 'Inappropriate content' },
  { slug: 'scam_or_fraud', label: 'Suspected scam or fraud' },
  { slug: 'duplicate', label: 'A duplicate of another listing' },
  { slug: 'other', label: 'Another reason (see the note)' },
] as const;
export type HideReason = (typeof HIDE_REASONS)[number]['slug'];
export const HIDE_REASON_SLUGS = HIDE_REASONS.map((r) => r.slug) as [HideReason, ...HideReason[]];

const labelOf = (list: readonly { slug: string; label: string }[], slug: string) =>
  list.find((r) => r.slug === slug)?.label ?? slug;
export const reportReasonLabel = (slug: string) => labelOf(REPORT_REASONS, slug);
export const hideReasonLabel = (slug: string) => labelOf(HIDE_REASONS, slug);

/** What an operator may do; every one is written to the audit log. */
export const OPERATOR_ACTIONS = [
  'launch',
  'pause',
  'hide',
  'restore',
  'dismiss',
  'grant',
  'revoke',
  'approve',
] as const;
export type OperatorAction = (typeof OPERATOR_ACTIONS)[number];
