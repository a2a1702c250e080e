// The one error shape of the API (docs/api.md).
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type FieldErrors = Record<string, string>;

export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: string;
  readonly fields?: FieldErrors;
  readonly extra?: Record<string, unknown>;

  constructor(
    status: ContentfulStatusCode,
    code: string,
    message: string,
    opts: { fields?: FieldErrors; extra?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = opts.fields;
    this.extra = opts.extra;
  }
}

export function errorBody(
  code: string,
  message: string,
  fields?: FieldErrors,
  extra?: Record<string, unknown>,
) {
  return { error: { code, message, ...(fields ? { fields } : {}), ...extra } };
}

export const notFound = (message = 'Not found.') => new ApiError(404, 'not_found', message);
export const unauthorized = () => new ApiError(401, 'unauthorized', 'Not authenticated');
export const forbidden = () => new ApiError(403, 'forbidden', 'You do not have access to this.');
