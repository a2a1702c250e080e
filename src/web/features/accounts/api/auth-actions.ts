// The sign-in pages' forms (docs/decisions/017, 038): posted by the browser without the script, or
// by the router with it, to these actions: the shared schemas and the auth API calls, answered in
// the page or by a redirect that carries the session cookie. Passwords and tokens are never sent
// back. In the browser the outcome is also a toast (docs/product.md §16, Auth), in the page's language.
import { type ActionFunctionArgs, redirect, replace } from 'react-router';
import { type Locale, localeOfPath } from '#shared/i18n/locale.ts';
import {
  emailLinkFormSchema,
  loginFormSchema,
  resetPasswordFormSchema,
  signUpFormSchema,
} from '#shared/schemas/auth.ts';
import { sessionQueryOptions } from '../../../api/get-session.ts';
import { parseAuthMode, paths, safeRedirect } from '../../../config/paths.ts';
import type { ApiTransport } from '../../../lib/api.ts';
import {
  apiFailure,
  issueMessages,
  keep,
  postedFields,
  redirectWithCookies,
  replyWith,
} from '../../../lib/form-action.ts';
import { loadI18n } from '../../../lib/i18n.tsx';
import { completeIntent } from '../../../lib/intent-on-sign-in.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import {
  type InBrowser,
  inBrowser,
  queryClientContext,
  transportContext,
} from '../../../lib/route-context.ts';
import { deadlineAfter, EMAIL_COOLDOWN_SECONDS } from '../lib/cooldown.ts';
import { withoutLinkError } from '../lib/link-problem.ts';
import { savePendingSignup } from '../lib/pending-signup.ts';
import { requestLoginLink } from './request-login-link.ts';
import { requestPasswordReset } from './request-password-reset.ts';
import { resetPassword } from './reset-password.ts';
import { signIn } from './sign-in.ts';
import { signUp } from './sign-up.ts';

/**
 * The browser, when the action runs there, telling its toasts in the page's language: the messages
 * here are their English ids (a page the server draws translates the reply's message itself).
 */
async function toastsIn({ request, context }: ActionFunctionArgs): Promise<InBrowser | null> {
  const browser = inBrowser(context);
  if (!browser) return null;
  const i18n = await loadI18n(localeOfPath(new URL(request.url).pathname).locale);
  return {
    success: (message) => browser.success(i18n._(message)),
    error: (message) => browser.error(i18n._(message)),
  };
}

/** `/auth?mode=login|signup`: signs in and goes where the script would (`?redirect=`), or signs up. */
export async function authAction(args: ActionFunctionArgs) {
  const { request, context } = args;
  const params = new URL(request.url).searchParams;
  const fields = await postedFields(request);
  const transport = context.get(transportContext);
  const browser = await toastsIn(args);
  if (parseAuthMode(params.get('mode')) === 'signup')
    return signUpAction(fields, localeOfPath(new URL(request.url).pathname).locale, transport, browser);
  const redirectTo = withoutLinkError(safeRedirect(params.get('redirect')));
  const answer = await logInAction(fields, redirectTo, transport, browser);
  // Signed in: the next page's loaders read the session again. (Dropped, not refetched here: the
  // log-in page, seeing a session, would navigate on its own before this redirect.)
  if (answer instanceof Response)
    context.get(queryClientContext).removeQueries({ queryKey: queryKeys.session });
  return answer;
}

async function logInAction(
  fields: Record<string, string>,
  redirectTo: string,
  transport: ApiTransport,
  browser: InBrowser | null,
) {
  const values = keep(fields, ['identifier']);
  const parsed = loginFormSchema.safeParse(fields);
  if (!parsed.success) return replyWith({ fields: issueMessages(parsed.error), values });
  try {
    const { headers } = await signIn(parsed.data.identifier, parsed.data.password, transport);
    browser?.success(/*i18n*/ 'Welcome back!');
    // What was asked for before signing in (a favourite) is done now, with the new session.
    const to = await completeIntent(redirectTo, headers.getSetCookie(), transport, browser);
    // The log-in page is not kept in the history: back goes to where the visitor came from.
    return redirectWithCookies(to, headers, replace);
  } catch (err) {
    // Not confirmed yet: the page says what to do, with a resend (never a toast).
    return apiFailure(err, /*i18n*/ 'Login failed', values, ['identifier', 'password'], {
      browser,
      pageShows: ['EMAIL_NOT_VERIFIED'],
    });
  }
}

const SIGN_UP_FIELDS = ['email', 'username', 'password', 'confirmPassword'] as const;

async function signUpAction(
  posted: Record<string, string>,
  locale: Locale,
  transport: ApiTransport,
  browser: InBrowser | null,
) {
  // The username field lowercases as it is typed; a form sent without the script does it here.
  const fields = { ...posted, username: (posted.username ?? '').toLowerCase() };
  const values = keep(fields, ['email', 'username']);
  const parsed = signUpFormSchema.safeParse(fields);
  if (!parsed.success) return replyWith({ fields: issueMessages(parsed.error), values });
  const { email, username, password } = parsed.data;
  try {
    await signUp({ email, username, password }, locale, transport);
  } catch (err) {
    return apiFailure(err, /*i18n*/ 'Sign up failed', values, SIGN_UP_FIELDS, { browser });
  }
  if (browser) {
    // /confirm-email names the address (and can change it) from this tab's storage.
    savePendingSignup({ email, username, sentAt: Date.now() });
    browser.success(/*i18n*/ 'Account created! Check your inbox to verify.');
  }
  return redirect(paths.confirmEmail);
}

/** `/login-link` and `/forgot-password`: one address; the page then says a link is on its way (`sent`: the toast). */
const emailLinkAction =
  (request: (email: string, locale: Locale, transport: ApiTransport) => Promise<unknown>, sent: string) =>
  async (args: ActionFunctionArgs) => {
    const { request: posted, context } = args;
    const fields = await postedFields(posted);
    const values = keep(fields, ['email']);
    const parsed = emailLinkFormSchema.safeParse(fields);
    if (!parsed.success) return replyWith({ fields: issueMessages(parsed.error), values });
    const browser = await toastsIn(args);
    try {
      const { locale } = localeOfPath(new URL(posted.url).pathname);
      await request(parsed.data.email, locale, context.get(transportContext));
    } catch (err) {
      // The button waits as long as the server asks (a page drawn without the script does not count).
      const retryAt = browser ? deadlineAfter(err) : undefined;
      return apiFailure(err, /*i18n*/ 'Something went wrong.', values, ['email'], { browser, retryAt });
    }
    browser?.success(sent);
    const retryAt = browser ? Date.now() + EMAIL_COOLDOWN_SECONDS * 1000 : undefined;
    return replyWith({ code: 'sent', values: { email: parsed.data.email }, retryAt }, 200);
  };

export const loginLinkAction = emailLinkAction(
  requestLoginLink,
  /*i18n*/ 'Check your inbox for the login link.',
);
export const forgotPasswordAction = emailLinkAction(
  requestPasswordReset,
  /*i18n*/ 'Check your inbox for the reset link.',
);

/**
 * `/reset-password`: the token travels in the form's body (the form posts to the bare path, so the
 * answer's address holds no token), and comes back only so the form can be sent again.
 */
export async function resetPasswordAction(args: ActionFunctionArgs) {
  const { request, context } = args;
  const fields = await postedFields(request);
  const token = fields.token ?? '';
  const values = { token };
  const parsed = resetPasswordFormSchema.safeParse(fields);
  if (!parsed.success) return replyWith({ fields: issueMessages(parsed.error), values });
  const browser = await toastsIn(args);
  const transport = context.get(transportContext);
  try {
    const { headers } = await resetPassword(token, parsed.data.password, transport);
    const signedIn = await signedInAfter(headers, context);
    browser?.success(
      signedIn
        ? /*i18n*/ 'Password updated. You’re logged in.'
        : /*i18n*/ 'Password updated. Log in with your new password.',
    );
    return redirectWithCookies(signedIn ? paths.profile : paths.auth('login'), headers, replace);
  } catch (err) {
    // A used or expired link: the page says so, with a way to get a new one.
    return apiFailure(err, /*i18n*/ 'Something went wrong.', values, ['password'], {
      browser,
      pageShows: ['INVALID_TOKEN'],
    });
  }
}

/**
 * Whether the answer signed this visitor in (an unconfirmed account is asked to log in): its
 * cookie, on the server; in the browser, which keeps the cookie to itself, the session read again.
 */
async function signedInAfter(headers: Headers, context: ActionFunctionArgs['context']) {
  if (!inBrowser(context)) return headers.getSetCookie().length > 0;
  const client = context.get(queryClientContext);
  client.removeQueries({ queryKey: queryKeys.session });
  const session = await client.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 }).catch(() => null);
  return Boolean(session);
}
