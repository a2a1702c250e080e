// Better Auth: email + password (verified email required), username sign-in, magic link, reset.
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { magicLink, username } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import { i18nFor } from '#shared/i18n/catalogs.ts';
import { DEFAULT_LOCALE, isLocale } from '#shared/i18n/locale.ts';
import { USERNAME_MAX, USERNAME_MIN, usernameProblem } from '#shared/schemas/fields.ts';
import type { Db } from './db/client.ts';
import { accounts, rateLimits, sessions, users, verifications } from './db/schema/index.ts';
import type { Logger } from './lib/logger.ts';
import { hashPassword, verifyPassword } from './lib/password.ts';
import type { RateLimitStore } from './lib/rate-limit.ts';
import type { Mailer } from './mail/mailer.ts';
import {
  magicLinkEmail,
  resetPasswordEmail,
  signUpAttemptEmail,
  verificationEmail,
} from './mail/templates.ts';

export const CLIENT_IP_HEADER = 'x-locals-client-ip';
const DAY = 24 * 60 * 60;

/** Per-address limits on the auth endpoints (window in seconds). */
export const AUTH_RATE_RULES = {
  '/sign-in/email': { window: 60, max: 10 },
  '/sign-in/username': { window: 60, max: 10 },
  '/sign-up/email': { window: 60, max: 5 },
  '/sign-in/magic-link': { window: 60, max: 5 },
  '/request-password-reset': { window: 60, max: 5 },
  '/send-verification-email': { window: 60, max: 5 },
  '/reset-password': { window: 60, max: 10 },
  '/change-password': { window: 60, max: 5 },
} as const;

export interface AuthDeps {
  db: Db;
  secret: string;
  publicUrl: string;
  /** PUBLIC_URL alone when it is configured; else every loopback name of this port. */
  trustedOrigins: string[];
  publicUrlSet: boolean;
  mailer: Mailer;
  rateLimitStore: RateLimitStore;
  logger: Logger;
}

/**
 * Without PUBLIC_URL, links in emails follow the host the browser used (localhost or 127.0.0.1), so
 * the link opens where the session cookie lives; with it, that origin alone is used and trusted.
 */
function baseUrlOption(publicUrl: string, publicUrlSet: boolean, trustedOrigins: string[]) {
  if (publicUrlSet) return publicUrl;
  return {
    allowedHosts: trustedOrigins.map((origin) => new URL(origin).host),
    protocol: 'http' as const,
    fallback: publicUrl,
  };
}

/** The origin the browser used (one of the trusted ones), for links in emails we write ourselves. */
function originOf(request: Request | undefined, fallback: string): string {
  try {
    return request ? new URL(request.url).origin : fallback;
  } catch {
    return fallback;
  }
}

/** The translator for a person's emails: the language on their account (ADR 042). */
const readerOf = (user: object) => {
  const language = 'language' in user ? user.language : undefined;
  return i18nFor(isLocale(language) ? language : DEFAULT_LOCALE);
};

export function createAuth(deps: AuthDeps) {
  const { db, secret, publicUrl, mailer, rateLimitStore } = deps;
  /** A magic link names an address only: its account's language, English for an unknown one. */
  const readerOfEmail = async (email: string) => {
    const [user] = await db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.email, email.toLowerCase()))
      .limit(1);
    return readerOf(user ?? {});
  };
  return betterAuth({
    appName: 'Locals Market',
    baseURL: baseUrlOption(publicUrl, deps.publicUrlSet, deps.trustedOrigins),
    basePath: '/api/auth',
    secret,
    trustedOrigins: deps.trustedOrigins,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
      },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      password: { hash: hashPassword, verify: verifyPassword },
      sendResetPassword: async ({ user, url }) =>
        mailer.send(resetPasswordEmail(user.email, url, readerOf(user))),
      // Sign-up with an address that has an account answers like any sign-up; the owner is told.
      onExistingUserSignUp: async ({ user }, request) =>
        mailer.send(
          signUpAttemptEmail(
            user.email,
            `${originOf(request, publicUrl)}${readerOf(user).locale === 'es' ? '/es' : ''}/auth?mode=login`,
            readerOf(user),
          ),
        ),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: DAY,
      sendVerificationEmail: async ({ user, url }) =>
        mailer.send(verificationEmail(user.email, url, readerOf(user))),
    },
    user: {
      // Chosen by the sign-up page's language (signUpSchema holds it to a known one), then in settings.
      additionalFields: {
        language: { type: 'string', required: false, defaultValue: DEFAULT_LOCALE, input: true },
      },
    },
    session: { expiresIn: 30 * DAY, disableSessionRefresh: true },
    rateLimit: {
      enabled: true,
      window: 60,
      max: 100,
      customRules: AUTH_RATE_RULES,
      customStorage: { consume: (key, rule) => rateLimitStore.consume(`auth:${key}`, rule) },
    },
    // A failure that is not an API answer (a query that failed: the database is down) is thrown
    // on to our error handler (503 or our 500 shape), instead of Better Auth printing the failed
    // query with its parameters (addresses) to stderr and answering a bare 500.
    onAPIError: { throw: true },
    // Better Auth's own log lines put what a request sent after a colon ("Invalid redirect URL: …"),
    // and pass errors (with the query and its values) as extra arguments: we keep the words only.
    logger: {
      level: 'warn',
      log: (level, message) =>
        deps.logger[level]({ source: 'better-auth' }, String(message).replace(/:\s[\s\S]*$/, ': [redacted]')),
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: publicUrl.startsWith('https://'),
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
    },
    plugins: [
      username({
        minUsernameLength: USERNAME_MIN,
        maxUsernameLength: USERNAME_MAX,
        usernameValidator: (name) => usernameProblem(name) === null,
        usernameNormalization: (name) => name.toLowerCase(),
        displayUsername: false,
      }),
      magicLink({
        expiresIn: 15 * 60,
        disableSignUp: true,
        sendMagicLink: async ({ email, url }) =>
          mailer.send(magicLinkEmail(email, url, await readerOfEmail(email))),
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
