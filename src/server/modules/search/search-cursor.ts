// Where a visitor is in their search results: the random start point that shuffles equally good
// matches (like the market, docs/decisions/004) and the sort keys of the last card shown.
import { z } from 'zod';
import { SHUFFLE_KEY_MAX } from '../market/market-cursor.ts';

const cursorSchema = z.strictObject({
  s: z.number().int().min(0).max(SHUFFLE_KEY_MAX),
  /** Without a ZIP code: the step of the walk (match level and half of the shuffle circle). */
  g: z.number().int().min(0).max(5).optional(),
  /** The last row's shuffle key, or near a ZIP code its sort keys (distance, match level, shuffle). */
  k: z.array(z.number().int().min(0).max(SHUFFLE_KEY_MAX)).min(1).max(3),
  i: z.uuid(),
  /** The results are for the corrected words ("did you mean"). */
  c: z.literal(1).optional(),
});
export type SearchCursor = z.infer<typeof cursorSchema>;

export const encodeSearchCursor = (cursor: SearchCursor) =>
  Buffer.from(JSON.stringify(cursor)).toString('base64url');

export function decodeSearchCursor(value: string): SearchCursor | null {
  try {
    const parsed = cursorSchema.safeParse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const randomStart = () => Math.floor(Math.random() * SHUFFLE_KEY_MAX);
