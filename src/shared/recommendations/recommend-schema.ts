// What a shopper sends to recommend (an optional note) and what an owner sends to answer one.
import { z } from 'zod';
import { multilineText } from '../schemas/text.ts';
import { NOTE_MAX, RECOMMEND_MSG, REPLY_MAX } from './recommend-rules.ts';

export const recommendBodySchema = z.strictObject({
  /** Empty or absent: a recommendation without a note. */
  note: multilineText().trim().max(NOTE_MAX, RECOMMEND_MSG.noteTooLong).optional(),
});
export type RecommendBody = z.infer<typeof recommendBodySchema>;

export const replyBodySchema = z.strictObject({
  text: multilineText().trim().min(1, RECOMMEND_MSG.replyRequired).max(REPLY_MAX, RECOMMEND_MSG.replyTooLong),
});
export type ReplyBody = z.infer<typeof replyBodySchema>;
