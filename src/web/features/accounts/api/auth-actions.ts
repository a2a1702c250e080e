// The sign-in pages' forms posted without the script (docs/decisions/017-forms-without-script.md):
// the same schemas and the same auth API calls as the script's, answered in the page or by a
// redirect that carries the session cookie. Passwords and tokens are never sent back.
import { type ActionFunctionArgs, redirect } from 'react-router';
import {
  emailLinkFormSchema,
  loginFormSchema,
  resetPasswordFormSchema,
  signUpFormSchema,
} from '#shared/schemas/auth.ts';
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
import { completeIntent } from '../../../lib/intent-on-sign-in.ts';
import { transportContext } from '../../../lib/route-context.ts';
import { withoutLinkError } from '../lib/link-problem.ts';
import { requestLoginLink } from './request-login-link.ts';
import { requestPasswordReset } from './request-password-reset.ts';
import { resetPassword } from './reset-password.ts';
import { signIn } from './sign-in.ts';
import { signUp } from './sign-up.ts';

/** `/auth?mode=login|signup`: signs in and goes where the script would (`?redirect=`), or signs up. */
export async function authAction({ request, context }: ActionFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const fields = await postedFields(request);
  const transport = context.get(transportContext);
  if (parseAuthMode(params.get('mode')) === 'signup') return signUpAction(fields, transport);
  return logInAction(fields, withoutLinkError(safeRedirect(params.get('redirect'))), transport);
}

async function logInAction(fields: Record<string, string>, redirectTo: string, transport: ApiTransport) {
  const values = keep(fields, ['identifier']);
  const parsed = loginFormSchema.safeParse(fields);
  if (!parsed.success) return replyWith({ fields: issueMessages(parsed.error), values });
  try {
    const { headers } = await signIn(parsed.data.identifier, parsed.data.password, transport);
    // What was asked for before signing in (a favourite) is done now, with the new session.
    return redirectWithCookies(await completeIntent(redirectTo, headers.getSetCookie(), transport), headers);
  } catch (err) {
    return apiFailure(err, 'Login failed', values, ['identifier', 'password']);
  }
}

const SIGN_UP_FIELDS = ['email', 'username', 'password', 'confirmPassword'] as const;

async function signUpAction(posted: Record<string, string>, transport: ApiTransport) {
  // The username field lowercases as it is typed; a form sent without the script does it here.
  const fields = { ...posted, username: (posted.username ?? '').toLowerCase() };
  const values = keep(fields, ['email', 'username']);
  const parsed = signUpFormSchema.safeParse(fields);
  if (!parsed.success) return replyWith({ fields: issueMessages(parsed.error), values });
  const { email, username, password } = parsed.data;
  try {
    await signUp({ email, username, password }, transport);
  } catch (err) {
    return apiFailure(err, 'Sign up failed', values, SIGN_UP_FIELDS);
  }
  return redirect(paths.confirmEmail);
}

/** `/login-link` and `/forgot-password`: one address; the page then says a link is on its way. */
const emailLinkAction =
  (request: (email: string, transport: ApiTransport) => Promise<unknown>) =>
  async ({ request: posted, context }: ActionFunctionArgs) => {
    const fields = await postedFields(posted);
    const values = keep(fields, ['email']);
    const parsed = emailLinkFormSchema.safeParse(fields);
    if (!parsed.success) return replyWith({ fields: issueMessages(parsed.error), values });
    try {
      await request(parsed.data.email, context.get(transportContext));
    } catch (err) {
      return apiFailure(err, 'Something went wrong.', values, ['email']);
    }
    return replyWith({ code: 'sent', values: { email: parsed.data.email } }, 200);
  };

export const loginLinkAction = emailLinkAction(requestLoginLink);
export const forgotPasswordAction = emailLinkAction(requestPasswordReset);

/**
 * `/reset-password`: the token travels in the form's body (the form posts to the bare path, so the
 * answer's address holds no token), and comes back only so the form can be sent again.
 */
export async function resetPasswordAction({ request, context }: ActionFunctionArgs) {
  const fields = await postedFields(request);
  const token = fields.token ?? '';
  const values = { token };
  const parsed = resetPasswordFormSchema.safeParse(fields);
  if (!parsed.success) return replyWith({ fields: issueMessages(parsed.error), values });
  try {
    const { headers } = await resetPassword(token, parsed.data.password, context.get(transportContext));
    const signedIn = headers.getSetCookie().length > 0;
    return redirectWithCookies(signedIn ? paths.profile : paths.auth('login'), headers);
  } catch (err) {
    return apiFailure(err, 'Something went wrong.', values, ['password']);
  }
}
