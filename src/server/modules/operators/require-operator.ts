// Guards everything under /api/admin: anyone who is not an operator (anonymous included) gets the
// same 404 as an unknown route, so the console's existence is not advertised.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv, SessionUser } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { Actor } from '../audit/audit.service.ts';
import { isOperator } from './operator-role.service.ts';

export const NOT_FOUND_MESSAGE = 'No such endpoint.';

export function requireOperator(db: Db, adminEmails: readonly string[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.get('user');
    if (!user || !(await isOperator(db, user.id, adminEmails))) throw notFound(NOT_FOUND_MESSAGE);
    await next();
  };
}

/** The operator acting in this request (the signed-in user requireOperator let through). */
export function actorOf(user: SessionUser): Actor {
  return { label: user.email, userId: user.id };
}
