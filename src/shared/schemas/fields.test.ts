import { describe, expect, test } from 'vitest';
import { passwordProblem } from './fields.ts';
import { MSG } from './messages.ts';

describe('passwordProblem', () => {
  test.each([
    'Tomato#2024',
    'correct horse 9!',
    'pässwörd1!',
    'пароль12$',
    'secret٣٤٥!x', // Arabic-Indic digits are digits
    'abcdefg1€',
  ])('%s is accepted', (password) => {
    expect(passwordProblem(password)).toBeNull();
  });

  test.each([
    ['short', 'Ab1!'],
    ['no digit', 'Tomato#Salad'],
    ['no symbol', 'Tomato2024'],
    ['accented letters are letters, not symbols', 'café2024é'],
    ['a space is not a symbol', 'tomato 2024'],
    ['Greek and Cyrillic letters are letters', 'αβγδ2024жз'],
  ])('%s is refused', (_why, password) => {
    expect(passwordProblem(password)).toBe(MSG.passwordRule);
  });

  test('over 128 characters is its own message', () => {
    expect(passwordProblem(`${'a'.repeat(127)}1!`)).toBe(MSG.passwordTooLong);
  });
});
