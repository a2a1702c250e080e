import { Mail, PauseCircle, ShieldCheck, Trash2 } from 'lucide-react';
import { useParams } from 'react-router';
import { ButtonLink } from '../../../../components/ui/button-link.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { HELP_EMAIL, paths } from '../../../../config/paths.ts';
import { errorMessage } from '../../../../lib/api.ts';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';
import { isNotFound, useOwnerBusiness } from '../../api/use-owner-business.ts';
import { fullName } from '../../lib/tile-name.ts';
import { BackLink } from '../back-link.tsx';
import { BusinessLoading, BusinessProblem } from '../business-state.tsx';

/** `/dashboard/business/{id}/pause`: the paused-dashboard notice, delete option and help mailbox (spec §2). */
export function BusinessPausePage() {
  const { businessId = '' } = useParams();
  const { data: business, isPending, error } = useOwnerBusiness(businessId);
  useDocumentTitle('Dashboard paused');
  if (isPending) return <BusinessLoading />;
  if (error) return <BusinessProblem message={isNotFound(error) ? undefined : errorMessage(error)} />;
  const name = fullName(business.businessName);

  return (
    <div className="mx-auto max-w-2xl px-4 pt-6 pb-16 sm:px-6">
      <BackLink to={paths.businessDashboard(businessId)}>Back to {name}</BackLink>
      <Card className="mt-6 overflow-visible p-6 sm:p-8">
        <span className="inline-flex size-12 items-center justify-center rounded-xl bg-clay-soft text-clay-strong">
          <PauseCircle aria-hidden="true" className="size-6" />
        </span>
        <h1 className="mt-4 text-3xl font-semibold text-ink sm:text-4xl">Your dashboard is paused</h1>
        <p className="mt-3 text-lg text-ink-soft">
          We're opening Locals Market one area at a time. For now, business dashboards are paused for
          businesses outside our launch areas and for service-based businesses.
        </p>
        <p className="mt-5 flex items-start gap-3 rounded-xl bg-primary-soft px-4 py-3.5 text-ink">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <span>
            <strong>{name} is saved.</strong> Nothing is lost: we'll let you know as soon as your dashboard
            opens.
          </span>
        </p>
        <div className="mt-8 border-t border-line/70 pt-6">
          <h2 className="text-xl font-semibold text-ink">Rather remove your business?</h2>
          <p className="mt-1.5 text-ink-soft">
            You can delete the profile and its photos for good. You'll be asked to confirm.
          </p>
          <ButtonLink to={paths.businessDelete(businessId)} variant="danger" className="mt-4">
            <Trash2 aria-hidden="true" />
            Delete Business Profile
          </ButtonLink>
        </div>
        <p className="mt-8 flex flex-wrap items-center gap-2 text-ink-soft">
          <Mail aria-hidden="true" className="size-4.5 text-clay-strong" />
          Questions? Write to us at
          <a
            href={`mailto:${HELP_EMAIL}`}
            className="font-semibold text-primary underline decoration-primary/30 underline-offset-4 hover:decoration-primary"
          >
            {HELP_EMAIL}
          </a>
        </p>
      </Card>
    </div>
  );
}
