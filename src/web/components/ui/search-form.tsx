import type { ReactNode } from 'react';
import { Form } from 'react-router';

/** A search landmark that opens /search with its fields (a GET form: it works before the script does). */
export function SearchForm({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Form method="get" action="/search" role="search" aria-label={label} className={className}>
      {children}
    </Form>
  );
}
