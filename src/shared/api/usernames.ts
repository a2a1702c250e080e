// Account username availability, checked as people type (docs/product.md §9.1).
import { z } from 'zod';
import { usernameField } from '../schemas/fields.ts';
import { endpoint, errorResponse } from './endpoint.ts';

export const usernameEndpoints = [
  endpoint({
    method: 'GET',
    path: '/api/usernames/:username/exists',
    summary: 'Whether an account username is taken',
    tag: 'Usernames',
    params: z.object({ username: usernameField }),
    responses: { 200: z.strictObject({ exists: z.boolean() }), 400: errorResponse, 429: errorResponse },
  }),
] as const;
