// What a database error may tell the rest of the app (and the logs): its SQLSTATE code and the
// names of the constraint, table and column, never its message or the query, which carry the
// values a user typed (Drizzle's "Failed query: … params: …").
export interface DbErrorFacts {
  code: string;
  constraint?: string;
  table?: string;
  column?: string;
}

/** The PostgreSQL (or PGlite) error inside `err`'s cause chain, as safe facts; undefined if none. */
export function dbErrorFacts(err: unknown): DbErrorFacts | undefined {
  for (let e = err as Record<string, unknown> | undefined, depth = 0; e && depth < 5; depth++) {
    // A server error has a five-character SQLSTATE and a severity; Node's EPIPE has neither pair.
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && typeof e.severity === 'string') {
      const name = (key: string) => (typeof e?.[key] === 'string' ? (e[key] as string) : undefined);
      return { code: e.code, constraint: name('constraint'), table: name('table'), column: name('column') };
    }
    e = e.cause as Record<string, unknown> | undefined;
  }
  return undefined;
}

/** True for a unique violation of `constraint` (a race two requests lost together). */
export const isUniqueViolation = (err: unknown, constraint: string) => {
  const facts = dbErrorFacts(err);
  return facts?.code === '23505' && facts.constraint === constraint;
};

/**
 * Safe log fields for any error: a database error as its facts only; Drizzle's wrapper (its message
 * holds the SQL and the parameters) as what caused it; other errors, which come from our code or a
 * driver rather than from the request, with name, code, message and stack.
 */
export function errorLogFields(err: unknown, depth = 0): Record<string, unknown> {
  const facts = dbErrorFacts(err);
  if (facts) return { db: facts };
  if (!(err instanceof Error)) return { type: typeof err };
  const code = (err as { code?: unknown }).code;
  if (err.message.startsWith('Failed query:'))
    return {
      name: 'DrizzleQueryError',
      ...(err.cause && depth < 3 ? { cause: errorLogFields(err.cause, depth + 1) } : {}),
    };
  return {
    name: err.name,
    ...(typeof code === 'string' ? { code } : {}),
    message: err.message,
    stack: err.stack,
  };
}

export interface Refusal {
  status: 400 | 409;
  code: string;
  message: string;
}

/**
 * The answer for a value the database refused. Validation should have caught it first, so this is
 * a safety net (logged as a warning): bad input is never a 500. A unique or foreign-key violation
 * is a race two requests ran together (a name taken meanwhile, a business deleted meanwhile).
 */
export function refusalFor(facts: DbErrorFacts): Refusal | undefined {
  if (facts.code === '23505')
    return { status: 409, code: 'conflict', message: 'That is already taken. Please try another.' };
  if (facts.code === '23503')
    return {
      status: 409,
      code: 'conflict',
      message: 'This changed in the meantime. Please reload and try again.',
    };
  // Class 22 is "data exception": too long, out of range, bad encoding, bad syntax for the type.
  if (facts.code.startsWith('22') || facts.code === '23502' || facts.code === '23514')
    return { status: 400, code: 'invalid_input', message: 'Please check the values you entered.' };
  return undefined;
}
