import { describe, expect, it } from 'vitest';
import { NOTE_HIDE_REASONS, noteHideReasonLabel } from '../catalogues/moderation.ts';
import { hideSchema, noteHideSchema } from './moderation.ts';

const reasonError = (schema: typeof hideSchema | typeof noteHideSchema, reason: string) =>
  schema.safeParse({ reason }).error?.issues[0]?.message;

describe('hide reasons', () => {
  it('a note is hidden for what a person wrote, never for what is wrong with a business', () => {
    const noteSlugs: string[] = NOTE_HIDE_REASONS.map((r) => r.slug);
    for (const businessOnly of ['permanently_closed', 'duplicate', 'wrong_information', 'scam_or_fraud']) {
      expect(noteSlugs).not.toContain(businessOnly);
      expect(reasonError(noteHideSchema, businessOnly)).toBe('Choose a reason.');
      expect(reasonError(hideSchema, businessOnly)).toBeUndefined();
    }
    for (const slug of noteSlugs) expect(reasonError(noteHideSchema, slug)).toBeUndefined();
    expect(reasonError(hideSchema, 'not_genuine')).toBe('Choose a reason.');
    expect(noteHideReasonLabel('spam')).toBe('Spam or advertising');
  });
});
