import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A small form opened in place (change the email, change the password): validated by its schema,
 * with the caret in its first field as soon as it opens.
 */
export function useInlineForm<T extends FieldValues>(
  schema: z.ZodType<T, T>,
  defaultValues: DefaultValues<T>,
  first: Path<T>,
) {
  const form = useForm<T>({ resolver: zodResolver(schema), defaultValues });
  const { setFocus } = form;
  useEffect(() => setFocus(first), [setFocus, first]);
  return form;
}
