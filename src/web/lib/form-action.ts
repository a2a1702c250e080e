// Forms that work before the script does (docs/decisions/017-forms-without-script.md): a public
// form posts to its own page, and the page's route action checks it with the same shared schema the
// form uses, then answers in the page (field errors, what was typed) or redirects. With the script
// running, the router posts the same form to the same action in the browser (use-post-form.ts,
// docs/decisions/038): one path either way.
import { useMemo } from 'react';
import { data, redirect, useActionData, useLocation } from 'react-router';
import type { z } from 'zod';
import { readPageState } from '../ssr/page-state.ts';
import { ApiError } from './api.ts';
import type { InBrowser } from './route-context.ts';

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
  /** When the form may be sent again (ms since the epoch): a link just sent, or a refused 429. */
  retryAt?: number;
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
 * else its message (the form's fallback when the server sent only a status). Given the browser (a
 * form whose failures are toasts: docs/decisions/038), the message is a toast there instead, but
 * for the codes the page shows in its own way.
 */
export function apiFailure(
  err: unknown,
  fallback: string,
  values: Record<string, string>,
  formFields: readonly string[],
  options: FailureOptions = {},
) {
  const { retryAt } = options;
  if (!(err instanceof ApiError)) return told({ message: fallback, values, retryAt }, 500, options);
  const status = err.status >= 400 && err.status < 600 ? err.status : 502;
  const entries = Object.entries(err.fields);
  const ours = entries.filter(([name]) => formFields.includes(name));
  if (ours.length) return replyWith({ fields: Object.fromEntries(ours), values, code: err.code }, status);
  const generic = err.code.startsWith('http_') || err.code === 'bad_response';
  const message = entries[0]?.[1] ?? (generic ? fallback : err.message);
  return told({ message, values, code: err.code, retryAt }, status, options);
}

interface FailureOptions {
  /** The browser, for a form whose failures are toasts there. */
  browser?: InBrowser | null;
  /** Codes the page shows in its own way, never as a toast. */
  pageShows?: readonly string[];
  /** When the form may be sent again. */
  retryAt?: number;
}

function told(reply: FormReply, status: number, { browser, pageShows }: FailureOptions) {
  if (!browser || !reply.message || pageShows?.includes(reply.code ?? '')) return replyWith(reply, status);
  browser.error(reply.message);
  const { message: _toasted, ...rest } = reply;
  return replyWith(rest, status);
}

/**
 * Done, for a form that stays on its page: posted by the browser, back to `page` (303: post,
 * redirect, get), drawn with the change; posted by the script (a fetcher), it is told so and the
 * page stays where it is (no jump to the top), its data read again by the action.
 */
export const doneAt = (page: string, browser: InBrowser | null) =>
  browser ? data<FormReply>({ code: 'done' }) : redirect(page, 303);

/** Redirects, passing on the cookies the API set (a sign-in's session); `how`: `replace` keeps the form's page out of the history. */
export function redirectWithCookies(to: string, from: Headers, how: typeof redirect = redirect) {
  const headers = new Headers();
  for (const cookie of from.getSetCookie()) headers.append('Set-Cookie', cookie);
  return how(to, { headers });
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
