// What our rules around a Better Auth endpoint are given (auth.routes.ts calls them): in a file of
// its own so the rules' files and the routes do not import each other.
import type { Context } from 'hono';
import type { AppEnv, Deps } from '../../context.ts';
import type { ForwardToAuth } from './sign-up.ts';

/** A request's JSON body, validated against the endpoint's schema. */
export type AuthBody = Record<string, unknown>;

export interface AuthCall {
  deps: Deps;
  c: Context<AppEnv>;
  body: AuthBody;
  /** Passes the request on to Better Auth, with `body` (validated) as its JSON. */
  forward: ForwardToAuth;
}
