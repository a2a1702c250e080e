// What an operator picks from when hiding, by kind of item: a business or a post (the listing
// reasons), or a neighbour's note (its own). Each comes with the API's schema and its labels.
import type { z } from 'zod';
import {
  HIDE_REASONS,
  hideReasonLabel,
  NOTE_HIDE_REASONS,
  noteHideReasonLabel,
} from '#shared/catalogues/moderation.ts';
import {
  type HideInput,
  hideSchema,
  type NoteHideInput,
  noteHideSchema,
} from '#shared/schemas/moderation.ts';

/** What a hide sends: a reason of the item's catalogue and an optional note. */
export interface HideFields {
  reason: string;
  note?: string;
}

export interface HideReasons<I extends HideFields> {
  options: readonly { slug: string; label: string }[];
  /** The API's schema for the hide (from what the form holds), so the form checks what the server checks. */
  schema: z.ZodType<I, HideFields>;
  label: (slug: string) => string;
}

export const LISTING_HIDE_REASONS: HideReasons<HideInput> = {
  options: HIDE_REASONS,
  schema: hideSchema,
  label: hideReasonLabel,
};

export const NOTE_HIDE: HideReasons<NoteHideInput> = {
  options: NOTE_HIDE_REASONS,
  schema: noteHideSchema,
  label: noteHideReasonLabel,
};

/** The catalogue an audit entry's reason comes from, by its target's type. */
export const hideReasonsOf = (targetType: string) =>
  targetType === 'recommendation' ? NOTE_HIDE : LISTING_HIDE_REASONS;
