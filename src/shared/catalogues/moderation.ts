// Why a visitor reports a business, and why the marketplace team hides one (docs/product.md §23) or
// a neighbour's note (its own reasons, ADR 027).
// The slugs are stored (CHECK constraints in migration 0008); the labels are what people read.

/** A catalogue's slugs as a non-empty tuple, the form `z.enum` takes. */
const slugsOf = <const L extends readonly { slug: string }[]>(list: L) =>
  list.map((r) => r.slug) as [L[number]['slug'], ...L[number]['slug'][]];

export const REPORT_REASONS = [
  { slug: 'wrong_information', label: /*i18n*/ 'Wrong information' },
  { slug: 'permanently_closed', label: /*i18n*/ 'Permanently closed' },
  { slug: 'inappropriate_content', label: /*i18n*/ 'Inappropriate content' },
  { slug: 'scam_or_fraud', label: /*i18n*/ 'Scam or fraud' },
  { slug: 'other', label: /*i18n*/ 'Other' },
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number]['slug'];
export const REPORT_REASON_SLUGS = slugsOf(REPORT_REASONS);

/** The owner reads these after "Hidden by the marketplace team: …". */
export const HIDE_REASONS = [
  { slug: 'wrong_information', label: /*i18n*/ 'Wrong or misleading information' },
  { slug: 'permanently_closed', label: /*i18n*/ 'The business appears to be permanently closed' },
  { slug: 'inappropriate_content', label: /*i18n*/ 'Inappropriate content' },
  { slug: 'scam_or_fraud', label: /*i18n*/ 'Suspected scam or fraud' },
  { slug: 'duplicate', label: /*i18n*/ 'A duplicate of another listing' },
  { slug: 'other', label: /*i18n*/ 'Another reason (see the note)' },
] as const;
export type HideReason = (typeof HIDE_REASONS)[number]['slug'];
export const HIDE_REASON_SLUGS = slugsOf(HIDE_REASONS);

/**
 * Why the team hides a neighbour's note (a recommendation): about what a person wrote, never about
 * the business (a closed or duplicate business is hidden as a business). Only the team reads these.
 */
export const NOTE_HIDE_REASONS = [
  { slug: 'inappropriate_content', label: /*i18n*/ 'Rude, hateful or inappropriate' },
  { slug: 'not_genuine', label: /*i18n*/ 'Not a genuine recommendation (fake, paid or by someone involved)' },
  { slug: 'personal_information', label: /*i18n*/ 'Shares someone’s personal information' },
  { slug: 'spam', label: /*i18n*/ 'Spam or advertising' },
  { slug: 'off_topic', label: /*i18n*/ 'Not about this business' },
  { slug: 'other', label: /*i18n*/ 'Another reason (see the note)' },
] as const;
export type NoteHideReason = (typeof NOTE_HIDE_REASONS)[number]['slug'];
export const NOTE_HIDE_REASON_SLUGS = slugsOf(NOTE_HIDE_REASONS);

const labelOf = (list: readonly { slug: string; label: string }[], slug: string) =>
  list.find((r) => r.slug === slug)?.label ?? slug;
export const reportReasonLabel = (slug: string) => labelOf(REPORT_REASONS, slug);
export const hideReasonLabel = (slug: string) => labelOf(HIDE_REASONS, slug);
export const noteHideReasonLabel = (slug: string) => labelOf(NOTE_HIDE_REASONS, slug);

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
