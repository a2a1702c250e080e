// A visit's place in the shuffled order: a random start point on the shuffle-key circle, the phase
// (keys at/after the start, then keys before it), and the last (key, id) shown (docs/decisions/004).
import { z } from 'zod';

export const SHUFFLE_KEY_MAX = 2147483647;

const cursorSchema = z.strictObject({
  s: z.number().int().min(0).max(SHUFFLE_KEY_MAX),
  p: z.enum(['a', 'b']),
  k: z.number().int().min(0).max(SHUFFLE_KEY_MAX).nullable(),
  i: z.uuid().nullable(),
});
export type MarketCursor = z.infer<typeof cursorSchema>;

export function encodeCursor(cursor: MarketCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

export function decodeCursor(value: string): MarketCursor | null {
  try {
    const parsed = cursorSchema.safeParse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function startCursor(start = Math.floor(Math.random() * SHUFFLE_KEY_MAX)): MarketCursor {
  return { s: start, p: 'a', k: null, i: null };
}
