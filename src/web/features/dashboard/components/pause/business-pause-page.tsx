import { EyeOff, Mail, PauseCircle, ShieldCheck, Trash2 } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { isNotFound, type OwnerBusiness, useOwnerBusiness } from '../../../../api/get-owner-business.ts';
import { usePublicConfig } from '../../../../api/get-public-config.ts';
import { BackLink } from '../../../../components/ui/back-link.tsx';
import { ButtonLink } from '../../../../components/ui/button-link.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { paths } from '../../../../config/paths.ts';
import { errorMessage } from '../../../../lib/api.ts';
import { useI18n } from '../../../../lib/i18n.tsx';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';
import { withTags } from '../../../../lib/with-tags.tsx';
import { fullName } from '../../lib/tile-name.ts';
import { BusinessLoading, BusinessProblem } from '../business-state.tsx';

/** Paused dashboards (docs/product.md §8.4): service-based businesses and those outside the launch areas. */
export const isPaused = (b: Pick<OwnerBusiness, 'businessType' | 'businessState' | 'stateIsLive'>) =>
  b.businessType === 'service' || (b.businessState !== null && !b.stateIsLive);

const textLink =
  'font-semibold text-primary underline decoration-primary/30 underline-offset-4 hover:decoration-primary';

/**
 * `/dashboard/business/{id}/pause`, where 'Delete Business Profile' leads (docs/product.md §8.4): the paused-dashboard
 * notice for service-based and out-of-area businesses; for a shop in a live state, what deleting means.
 * Both offer the delete option and the help mailbox.
 */
export function BusinessPausePage() {
  const i18n = useI18n();
  const { businessId = '' } = useParams();
  const { data: business, isPending, error } = useOwnerBusiness(businessId);
  const paused = business ? isPaused(business) : true;
  useDocumentTitle(paused ? i18n._('Dashboard paused') : i18n._('Delete Business Profile'));
  if (isPending) return <BusinessLoading />;
  if (error) return <BusinessProblem message={isNotFound(error) ? undefined : i18n._(errorMessage(error))} />;
  const name = fullName(business.businessName, i18n);

  return (
    <div className="mx-auto max-w-2xl px-4 pt-6 pb-16 sm:px-6">
      <BackLink to={paths.businessDashboard(businessId)}>{i18n._('Back to {name}', { name })}</BackLink>
      <Card className="mt-6 overflow-visible p-6 sm:p-8">
        {paused ? (
          <PausedNotice businessId={businessId} name={name} />
        ) : (
          <DeleteNotice business={business} name={name} />
        )}
        <HelpMailbox />
      </Card>
    </div>
  );
}

function PausedNotice({ businessId, name }: { businessId: string; name: string }) {
  const i18n = useI18n();
  return (
    <>
      <span className="inline-flex size-12 items-center justify-center rounded-xl bg-clay-soft text-clay-strong">
        <PauseCircle aria-hidden="true" className="size-6" />
      </span>
      <h1 className="mt-4 text-3xl font-semibold text-ink sm:text-4xl">
        {i18n._('Your dashboard is paused')}
      </h1>
      <p className="mt-3 text-lg text-ink-soft">
        {i18n._(
          "We're opening Locals Market one area at a time. For now, business dashboards are paused for businesses outside our launch areas and for service-based businesses.",
        )}
      </p>
      <p className="mt-5 flex items-start gap-3 rounded-xl bg-primary-soft px-4 py-3.5 text-ink">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <span>
          {withTags(
            i18n._(
              "<0>{name} is saved.</0> Nothing is lost: we'll let you know as soon as your dashboard opens.",
              {
                name,
              },
            ),
            { 0: (chunk) => <strong>{chunk}</strong> },
          )}
        </span>
      </p>
      <div className="mt-8 border-t border-line/70 pt-6">
        <h2 className="text-xl font-semibold text-ink">{i18n._('Rather remove your business?')}</h2>
        <p className="mt-1.5 text-ink-soft">
          {i18n._("You can delete the profile and its photos for good. You'll be asked to confirm.")}
        </p>
        <DeleteLink businessId={businessId} />
      </div>
    </>
  );
}

function DeleteNotice({ business, name }: { business: OwnerBusiness; name: string }) {
  const i18n = useI18n();
  return (
    <>
      <span className="inline-flex size-12 items-center justify-center rounded-xl bg-danger-soft text-danger">
        <Trash2 aria-hidden="true" className="size-6" />
      </span>
      <h1 className="mt-4 text-3xl font-semibold text-ink sm:text-4xl">
        {i18n._('Delete {name}?', { name })}
      </h1>
      <p className="mt-3 text-lg text-ink-soft">
        {i18n._(
          "Deleting your business profile removes its public page, photos, pricing and insights, and takes it out of every shopper's favorites. It can't be undone.",
        )}
      </p>
      {business.isPublished ? (
        <p className="mt-5 flex items-start gap-3 rounded-xl bg-primary-soft px-4 py-3.5 text-ink">
          <EyeOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <span>
            {withTags(
              i18n._(
                '<0>Just need a break?</0> Hide your profile from <1>your dashboard</1> instead: it leaves the market at once, and you can publish it again any time.',
              ),
              {
                0: (chunk) => <strong>{chunk}</strong>,
                1: (chunk) => (
                  <Link to={paths.businessDashboard(business.businessId)} className={textLink}>
                    {chunk}
                  </Link>
                ),
              },
            )}
          </span>
        </p>
      ) : null}
      <div className="mt-8 flex flex-col gap-3 border-t border-line/70 pt-6 sm:flex-row">
        <DeleteLink businessId={business.businessId} className="mt-0" />
        <ButtonLink to={paths.businessDashboard(business.businessId)} variant="secondary">
          {i18n._('Keep my business')}
        </ButtonLink>
      </div>
    </>
  );
}

function DeleteLink({ businessId, className = 'mt-4' }: { businessId: string; className?: string }) {
  const i18n = useI18n();
  return (
    <ButtonLink to={paths.businessDelete(businessId)} variant="danger" className={className}>
      <Trash2 aria-hidden="true" />
      {i18n._('Delete Business Profile')}
    </ButtonLink>
  );
}

function HelpMailbox() {
  const i18n = useI18n();
  const email = usePublicConfig()?.supportEmail;
  if (!email) return null;
  return (
    <p className="mt-8 flex flex-wrap items-center gap-2 text-ink-soft">
      <Mail aria-hidden="true" className="size-4.5 text-clay-strong" />
      {i18n._('Questions? Write to us at')}
      <a href={`mailto:${email}`} className={textLink}>
        {email}
      </a>
    </p>
  );
}
