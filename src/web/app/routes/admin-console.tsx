// `/admin/*`: the console's pages behind the operator check, and the app's 404 page for everyone else.
import { ConsoleLayout } from '../../features/operator/components/console-layout.tsx';
import { OperatorGate } from '../../features/operator/components/operator-gate.tsx';
import { NotFoundPage } from './not-found.tsx';

export { AuditPage } from '../../features/operator/components/audit-page.tsx';
export { RecommendationsPage } from '../../features/operator/components/recommendations-page.tsx';
export { ReportsPage } from '../../features/operator/components/reports-page.tsx';
export { StatePage } from '../../features/operator/components/state-page.tsx';
export { StatesPage } from '../../features/operator/components/states-page.tsx';
export { NotFoundPage };

export function AdminRoute() {
  return (
    <OperatorGate notFound={<NotFoundPage />}>
      <ConsoleLayout />
    </OperatorGate>
  );
}
