// Validation that answers in the API's error shape: 400 with a message per field.
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { ApiError, type FieldErrors } from './errors.ts';

export function fieldErrors(error: z.core.$ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    if (issue.code === 'unrecognized_keys') {
      for (const k of issue.keys) fields[k] ??= 'Unknown field.';
    } else {
      fields[key] ??= issue.message;
    }
  }
  return fields;
}

export function invalid(error: z.core.$ZodError, message = 'Please check the highlighted fields.') {
  return new ApiError(400, 'invalid_input', message, { fields: fieldErrors(error) });
}

export const validate = <T extends z.ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) =>
  zValidator(target, schema, (result) => {
    if (!result.success) throw invalid(result.error);
  });
