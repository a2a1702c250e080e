// POST /api/auth/reset-password, then a fresh session (docs/decisions/005): Better Auth sets the
// new password (already checked against the password rule) and revokes every session; the person
// who just proved they own the mailbox and chose the password is then signed in on this browser,
// as the magic link would.
import type { Deps } from '../../context.ts';
import type { ForwardToAuth } from './sign-up.ts';

export async function resetAndSignIn(deps: Deps, body: Record<string, unknown>, forward: ForwardToAuth) {
  const token = String(body.token);
  const newPassword = String(body.newPassword);
  const ctx = await deps.auth.$context;
  const verification = await ctx.internalAdapter.findVerificationValue(`reset-password:${token}`);
  const reset = await forward(body);
  if (reset.status !== 200 || !verification) return reset;
  const user = await ctx.internalAdapter.findUserById(verification.value);
  if (!user?.emailVerified) return reset;
  try {
    const signIn = await deps.auth.api.signInEmail({
      body: { email: user.email, password: newPassword },
      asResponse: true,
    });
    if (!signIn.ok) return reset;
    const answer = new Response(reset.body, reset);
    for (const cookie of signIn.headers.getSetCookie()) answer.headers.append('set-cookie', cookie);
    return answer;
  } catch (err) {
    deps.logger.warn({ err: (err as Error).name }, 'sign-in after password reset failed');
    return reset;
  }
}
