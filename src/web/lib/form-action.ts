// Forms that work before the script does (docs/decisions/017-forms-without-script.md): a public
// form posts to its own page, and the page's route action checks it with the same shared schema the
// form uses, then answers in the page (field errors, what was typed) or redirects. With the script
// running, the forms submit through the API as before and these actions are not used.
import { useMemo } from 'react';
import { data, redirect, useActionData, useLocation } from 'react-router';
import type { z } from 'zod';
import { readPageState } from '../ssr/page-state.ts';
import { ApiError } from './api.ts';

/** What an action hands its page when it does not redirect. */
export interface FormReply {
  /** A message per field, as the form shows them. */
  fields?: Record<string, string>;
  /** What was typed, to fill the form again (never a password or a token). */
  values?: Record<string, string>;
  /** A message for the whole form (the server's, or the form's fallback). */
  message?: string;
  /** What happened, when the page shows more than a message (e.g. `sent`, `EMAIL_NOT_VERIFIED`). */
  code?: string;
}

/** The posted text fields (files and repeated names are not part of these forms). */
export async function postedFields(request: Request): Promise<Record<string, string>> {
  const form = await request.formData().catch(() => new FormData());
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === 'string' && !(name in fields)) fields[name] = value;
  return fields;
}

/** The first message for each field of a failed parse. */
export function issueMessages(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? '');
    if (name && !(name in fields)) fields[name] = issue.message;
  }
  return fields;
}

/** Only the named fields go back to the page: passwords and tokens are never echoed. */
export const keep = (fields: Record<string, string>, names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [name, fields[name] ?? '']));

/** The page again, with a 4xx status and what went wrong. */
export const replyWith = (reply: FormReply, status = 400) => data(reply, { status });

/**
 * A failed API call as the page's reply, with the API's status: its messages for the form's fields,
 * else its message (the form's fallback when the server sent only a status).
 */
export function apiFailure(
  err: unknown,
  fallback: string,
  values: Record<string, string>,
  formFields: readonly string[],
) {
  if (!(err instanceof ApiError)) return replyWith({ message: fallback, values }, 500);
  const status = err.status >= 400 && err.status < 600 ? err.status : 502;
  const entries = Object.entries(err.fields);
  const ours = entries.filter(([name]) => formFields.includes(name));
  if (ours.length) return replyWith({ fields: Object.fromEntries(ours), values, code: err.code }, status);
  const generic = err.code.startsWith('http_') || err.code === 'bad_response';
  const message = entries[0]?.[1] ?? (generic ? fallback : err.message);
  return replyWith({ message, values, code: err.code }, status);
}

/** Redirects, passing on the cookies the API set (a sign-in's session). */
export function redirectWithCookies(to: string, from: Headers) {
  const headers = new Headers();
  for (const cookie of from.getSetCookie()) headers.append('Set-Cookie', cookie);
  return redirect(to, { headers });
}

/**
 * The reply of the last post of this page's form, if one was answered. A page the server drew
 * after a post brings the reply in its state: the browser's router drops action data once the
 * route's code has loaded, so the page it was posted to keeps reading it from there until the
 * first navigation (only one action runs per post).
 */
export function useFormReply(): FormReply | undefined {
  const fromRouter = useActionData() as FormReply | undefined;
  const initialPage = useLocation().key === 'default';
  if (fromRouter || !initialPage || typeof document === 'undefined') return fromRouter;
  const posted = readPageState(document)?.actionData;
  return posted ? (Object.values(posted)[0] as FormReply | undefined) : undefined;
}

/** The reply's field messages as react-hook-form's `errors` option (shown until the field is checked again). */
export function useReplyErrors(reply: FormReply | undefined) {
  const fields = reply?.fields;
  return useMemo(
    () =>
      fields
        ? Object.fromEntries(
            Object.entries(fields).map(([name, message]) => [name, { type: 'server', message }]),
          )
        : undefined,
    [fields],
  );
}
