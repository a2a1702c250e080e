import type { ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useI18n } from '../../../lib/i18n.tsx';
import { isNotOperator, useOperatorMe } from '../api/get-operator-me.ts';
import { LoadProblem } from './load-problem.tsx';

export interface OperatorGateProps {
  /** What everyone but an operator sees: the app's ordinary 404 page (the console is not advertised). */
  notFound: ReactNode;
  children: ReactNode;
}

/** The console's pages, for operators only; the server checks every call too (docs/product.md §23). */
export function OperatorGate({ notFound, children }: OperatorGateProps) {
  const i18n = useI18n();
  const me = useOperatorMe();
  if (me.isPending)
    return (
      <div className="flex min-h-[50dvh] items-center justify-center px-4">
        <p role="status" className="flex items-center gap-3 text-lg text-ink-soft">
          <Spinner label="" className="text-primary" />
          {i18n._('Loading…')}
        </p>
      </div>
    );
  if (me.isError && isNotOperator(me.error)) return <>{notFound}</>;
  if (me.isError)
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <LoadProblem title={i18n._('The console didn’t load')} onRetry={() => void me.refetch()} />
      </div>
    );
  return <>{children}</>;
}
