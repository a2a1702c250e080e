import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api.ts';
import { serverMessage } from '../../../lib/server-message.ts';
import { birthdayProblem, joinBirthday, splitBirthday } from './birthday.ts';
import { deadlineAfter, formatClock, secondsUntil } from './cooldown.ts';
import { linkProblem, withoutLinkError } from './link-problem.ts';
import { readConfirmEmailState, readPendingSignup, savePendingSignup } from './pending-signup.ts';
import { settingsFormSchema, toFormValues, toInput } from './settings-schema.ts';

describe('cooldown', () => {
  it('counts whole seconds down to zero', () => {
    expect(secondsUntil(61_000, 1_000)).toBe(60);
    expect(secondsUntil(1_500, 1_000)).toBe(1);
    expect(secondsUntil(1_000, 5_000)).toBe(0);
    expect(formatClock(60)).toBe('1:00');
    expect(formatClock(59)).toBe('0:59');
  });

  it('a 429 sets the deadline the server asks for; anything else waits a full minute', () => {
    const tooSoon = new ApiError(429, 'rate_limited', 'wait', {}, { retry_after: 12 });
    expect(deadlineAfter(tooSoon, 0)).toBe(12_000);
    const byDate = new ApiError(429, 'rate_limited', 'wait', {}, { next_allowed: '1970-01-01T00:00:30Z' });
    expect(deadlineAfter(byDate, 0)).toBe(30_000);
    expect(deadlineAfter(new Error('x'), 0)).toBe(60_000);
  });
});

describe('link problems', () => {
  it('names the error an emailed link came back with, and strips it from the redirect', () => {
    expect(linkProblem('/profile?error=TOKEN_EXPIRED')).toBe('That link has expired.');
    expect(linkProblem('error=expired')).toMatch(/expired or was already used/);
    expect(linkProblem('/profile?error=SOMETHING')).toBe('That link is no longer valid.');
    expect(linkProblem('/profile')).toBeNull();
    expect(linkProblem(null)).toBeNull();
    expect(withoutLinkError('/profile?error=INVALID_TOKEN&tab=settings')).toBe('/profile?tab=settings');
    expect(withoutLinkError('/profile?error=INVALID_TOKEN')).toBe('/profile');
  });
});

describe('birthday', () => {
  it('splits and joins the API value', () => {
    expect(splitBirthday('1990-02-08')).toEqual({ month: '2', day: '8', year: '1990' });
    expect(splitBirthday('')).toEqual({ month: '', day: '', year: '' });
    expect(joinBirthday({ month: '2', day: '8', year: '1990' })).toBe('1990-02-08');
    expect(joinBirthday({ month: '', day: '', year: '' })).toBe('');
  });

  it('accepts empty or real past dates only', () => {
    const today = new Date('2025-06-01T00:00:00Z');
    expect(birthdayProblem({ month: '', day: '', year: '' }, today)).toBeNull();
    expect(birthdayProblem({ month: '2', day: '29', year: '2024' }, today)).toBeNull();
    expect(birthdayProblem({ month: '2', day: '29', year: '2023' }, today)).toBe('Enter a real date.');
    expect(birthdayProblem({ month: '2', day: '', year: '1990' }, today)).toBe('Enter a real date.');
    expect(birthdayProblem({ month: '1', day: '1', year: '2030' }, today)).toBe('Enter a real date.');
  });
});

describe('settings form', () => {
  const me = {
    id: 'u1',
    email: 'a@b.test',
    username: 'carla',
    firstName: 'Carla',
    lastName: '',
    birthday: '1990-02-28',
    zip: '90012',
    language: 'en' as const,
    usernameChangedAt: null,
    nextUsernameChangeAt: null,
  };

  it('round-trips the profile into the API body', () => {
    const values = toFormValues(me);
    expect(values).toMatchObject({ month: '2', day: '28', year: '1990' });
    expect(toInput(values)).toEqual({
      username: 'carla',
      firstName: 'Carla',
      lastName: '',
      birthday: '1990-02-28',
      zip: '90012',
      language: 'en',
    });
  });

  it('uses the signup username messages, real dates and 5-digit zips', () => {
    const bad = settingsFormSchema.safeParse({
      ...toFormValues(me),
      username: 'No Way',
      day: '31',
      zip: '123',
    });
    expect(bad.success).toBe(false);
    const messages = Object.fromEntries(bad.error!.issues.map((i) => [i.path[0], i.message]));
    expect(messages).toEqual({
      username: 'Only lowercase letters, numbers, dot (.), dash (-), and underscore (_) allowed.',
      zip: 'Must be a valid ZIP code.',
      year: 'Enter a real date.',
    });
  });
});

describe('pending sign-up', () => {
  it('survives in sessionStorage and ignores junk', () => {
    savePendingSignup({ email: 'a@b.test', username: 'ana', sentAt: 5 });
    expect(readPendingSignup()).toEqual({ email: 'a@b.test', username: 'ana', sentAt: 5 });
    sessionStorage.setItem('locals.pending_signup', '{"email":3}');
    expect(readPendingSignup()).toBeNull();
    expect(readConfirmEmailState({ email: 'a@b.test', username: 'ana' })).toEqual({
      email: 'a@b.test',
      username: 'ana',
    });
    expect(readConfirmEmailState({ email: '' })).toBeNull();
    expect(readConfirmEmailState(null)).toBeNull();
  });
});

describe('serverMessage', () => {
  it("shows the server's words, else the screen's fallback", () => {
    expect(
      serverMessage(
        new ApiError(401, 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password'),
        'Login failed',
      ),
    ).toBe('Invalid email or password');
    expect(
      serverMessage(new ApiError(502, 'http_502', 'Something went wrong. Please try again.'), 'Login failed'),
    ).toBe('Login failed');
    expect(serverMessage(new TypeError('boom'), 'Login failed')).toBe('Login failed');
  });
});
