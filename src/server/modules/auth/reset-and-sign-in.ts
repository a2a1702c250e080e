// POST /api/auth/reset-password, then a fresh session (docs/decisions/005): Better Auth sets the
// new password and revokes every session; the person who just proved they own the mailbox and
// chose the password is then signed in on this browser, as the magic link would.
import type { Deps } from '../../context.ts';

export async function resetAndSignIn(deps: Deps, request: Request, body: Record<string, unknown>) {
  const token = typeof body.token === 'string' ? body.token : '';
  const newPassword = typeof body.newPassword === 'string' ? body.newPassword : '';
  const ctx = await deps.auth.$context;
  const verification = token
    ? await ctx.internalAdapter.findVerificationValue(`reset-password:${token}`)
    : null;
  const reset = await deps.auth.handler(request);
  if (reset.status !== 200 || !verification) return reset;
  const user = await ctx.internalAdapter.findUserById(verification.value);
  if (!user?.emailVerified) return reset;
  try {
    const signIn = await deps.auth.api.signInEmail({
      body: { email: user.email, password: newPassword },
      headers: request.headers,
      asResponse: true,
    });
    if (!signIn.ok) return reset;
    const answer = new Response(reset.body, reset);
    for (const cookie of signIn.headers.getSetCookie()) answer.headers.append('set-cookie', cookie);
    return answer;
  } catch (err) {
    deps.logger.warn({ err }, 'sign-in after password reset failed');
    return reset;
  }
}
