// Emails are written in the account's language (docs/decisions/042-languages.md): the sign-up page's
// language first, then what the person chooses in their settings.
import { describe, expect, test } from 'vitest';
import { cookieFrom, nextAddress, PASSWORD } from './auth-helpers.ts';
import { serverWithMailForFile } from './harness.ts';
import { mailParts } from './mail-parts.ts';

const live = serverWithMailForFile({ TRUST_PROXY: '1' });

const post = (path: string, json: unknown, cookie = '') =>
  live.server.fetch(path, {
    method: 'POST',
    json,
    headers: { 'x-forwarded-for': nextAddress(), ...(cookie ? { cookie } : {}) },
  });

/** The newest email to an address once one with `link` in it has come, as text and HTML. */
async function mailTo(email: string, link: string) {
  await live.smtp.linkFor(email, link);
  const raw = live.smtp.messages.filter((m) => m.to.includes(email)).at(-1)?.raw ?? '';
  return mailParts(raw);
}

describe('the language of emails', () => {
  test('a sign-up from a Spanish page is confirmed in Spanish, text and HTML', async () => {
    const res = await post('/api/auth/sign-up/email', {
      email: 'lucia@example.test',
      username: 'lucia',
      password: PASSWORD,
      language: 'es',
    });
    expect(res.status).toBe(200);
    const mail = await mailTo('lucia@example.test', '/api/auth/verify-email');
    expect(mail.text).toContain('¡Te damos la bienvenida a Locals Market!');
    expect(mail.text).toContain('Confirmar mi correo');
    expect(mail.html).toContain('lang="es"');
    expect(mail.html).not.toContain('Confirm my email');
  });

  test('a sign-up without a language, or from an English page, is in English', async () => {
    expect(
      (
        await post('/api/auth/sign-up/email', {
          email: 'ann@example.test',
          username: 'ann',
          password: PASSWORD,
        })
      ).status,
    ).toBe(200);
    const mail = await mailTo('ann@example.test', '/api/auth/verify-email');
    expect(mail.text).toContain('Welcome to Locals Market!');
    expect(mail.html).toContain('lang="en"');
  });

  test('an unknown language is refused and no account is made', async () => {
    const res = await post('/api/auth/sign-up/email', {
      email: 'xx@example.test',
      username: 'xxlang',
      password: PASSWORD,
      language: 'fr',
    });
    expect(res.status).toBe(400);
    expect(live.smtp.messages.some((m) => m.to.includes('xx@example.test'))).toBe(false);
  });

  test('the language chosen in settings is what the next email follows', async () => {
    await post('/api/auth/sign-up/email', { email: 'bea@example.test', username: 'bea', password: PASSWORD });
    const verified = await fetch(await live.smtp.linkFor('bea@example.test', '/api/auth/verify-email'), {
      redirect: 'manual',
    });
    const cookie = cookieFrom(verified);
    const me = await (await live.server.fetch('/api/me', { headers: { cookie } })).json();
    expect(me.language).toBe('en');

    const put = await live.server.fetch('/api/me', {
      method: 'PUT',
      json: { username: 'bea', firstName: '', lastName: '', birthday: '', zip: '', language: 'es' },
      headers: { cookie },
    });
    expect(put.status).toBe(200);
    expect((await put.json()).language).toBe('es');

    expect(
      (await post('/api/auth/sign-in/magic-link', { email: 'bea@example.test', callbackURL: '/es/profile' }))
        .status,
    ).toBe(200);
    const link = await mailTo('bea@example.test', '/api/auth/magic-link/verify');
    expect(link.text).toContain('Entrar a Locals Market');

    expect(
      (
        await post('/api/auth/request-password-reset', {
          email: 'bea@example.test',
          redirectTo: '/es/reset-password',
        })
      ).status,
    ).toBe(200);
    const reset = await mailTo('bea@example.test', '/api/auth/reset-password/');
    expect(reset.text).toContain('Restablece tu contraseña');
  });

  test('settings refuse a language the site does not have, and keep the one it had', async () => {
    await post('/api/auth/sign-up/email', {
      email: 'cy@example.test',
      username: 'cyra',
      password: PASSWORD,
      language: 'es',
    });
    const verified = await fetch(await live.smtp.linkFor('cy@example.test', '/api/auth/verify-email'), {
      redirect: 'manual',
    });
    const cookie = cookieFrom(verified);
    const put = await live.server.fetch('/api/me', {
      method: 'PUT',
      json: { username: 'cyra', firstName: '', lastName: '', birthday: '', zip: '', language: 'de' },
      headers: { cookie },
    });
    expect(put.status).toBe(400);
    expect((await (await live.server.fetch('/api/me', { headers: { cookie } })).json()).language).toBe('es');
  });
});
