// What visitors, owners and operators send about moderation (docs/product.md §23): the same
// schemas check the forms and the API.

import { z } from 'zod';
import {
  HIDE_REASON_SLUGS,
  NOTE_HIDE_REASON_SLUGS,
  OPERATOR_ACTIONS,
  REPORT_REASON_SLUGS,
} from '../catalogues/moderation.ts';
import { english } from '../i18n/english.ts';
import { multilineText, text } from './text.ts';

export const REPORT_DETAILS_MAX = 1000;
export const MODERATION_MSG = {
  reason: /*i18n*/ 'Choose a reason.',
  detailsTooLong: english._(/*i18n*/ 'Details must be at most {max} characters.', {
    max: REPORT_DETAILS_MAX.toLocaleString('en-US'),
  }),
  noteTooLong: english._(/*i18n*/ 'The note must be at most {max} characters.', {
    max: REPORT_DETAILS_MAX.toLocaleString('en-US'),
  }),
  reviewRequired: /*i18n*/ 'Tell the team what you changed or why it should be public.',
  reviewTooLong: english._(/*i18n*/ 'Your message must be at most {max} characters.', {
    max: REPORT_DETAILS_MAX.toLocaleString('en-US'),
  }),
} as const;

const longText = (tooLong: string) => multilineText().trim().max(REPORT_DETAILS_MAX, tooLong);

export const reportSchema = z.strictObject({
  reason: z.enum(REPORT_REASON_SLUGS, { error: MODERATION_MSG.reason }),
  details: longText(MODERATION_MSG.detailsTooLong).optional(),
});
export type ReportInput = z.infer<typeof reportSchema>;

/** A hide: a reason from the item's own catalogue and an optional note. */
const hideSchemaOf = <const R extends string>(reasons: readonly [R, ...R[]]) =>
  z.strictObject({
    reason: z.enum(reasons, { error: MODERATION_MSG.reason }),
    note: longText(MODERATION_MSG.noteTooLong).optional(),
  });

/** Hiding a business or a post. */
export const hideSchema = hideSchemaOf(HIDE_REASON_SLUGS);
export type HideInput = z.infer<typeof hideSchema>;

/** Hiding a neighbour's note: the note reasons only. */
export const noteHideSchema = hideSchemaOf(NOTE_HIDE_REASON_SLUGS);
export type NoteHideInput = z.infer<typeof noteHideSchema>;

export const reviewRequestSchema = z.strictObject({
  message: longText(MODERATION_MSG.reviewTooLong).min(1, MODERATION_MSG.reviewRequired),
});
export type ReviewRequestInput = z.infer<typeof reviewRequestSchema>;

/** The audit log's filters; `cursor` continues a page. */
export const auditQuery = z.strictObject({
  action: z.enum(OPERATOR_ACTIONS).optional(),
  actor: text().trim().max(254).optional(),
  target: text().trim().max(100).optional(),
  cursor: text().max(200).optional(),
});
export type AuditQuery = z.infer<typeof auditQuery>;
