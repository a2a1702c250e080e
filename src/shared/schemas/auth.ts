import { z } from 'zod';
import { emailField, passwordField, usernameField } from './fields.ts';
import { MSG } from './messages.ts';

/** What the API accepts for sign-up (the form adds the retyped password on top). */
export const signUpSchema = z.strictObject({
  email: emailField,
  username: usernameField,
  password: passwordField,
  name: z.string().max(100).optional(),
  callbackURL: z.string().max(500).optional(),
});

export const signUpFormSchema = z
  .object({
    email: emailField,
    username: usernameField,
    password: passwordField,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: MSG.passwordsMismatch,
    path: ['confirmPassword'],
  });

export const loginFormSchema = z.object({
  identifier: z.string().trim().min(1, MSG.required),
  password: z.string().min(1, MSG.required),
});

/** An identifier with an @ is an email; anything else is a username. */
export const isEmailIdentifier = (identifier: string) => identifier.includes('@');
