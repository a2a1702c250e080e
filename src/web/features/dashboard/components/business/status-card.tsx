import { Eye } from 'lucide-react';
import { standingSentence } from '#shared/display/standing.ts';
import type { OwnerBusiness } from '../../../../api/get-owner-business.ts';
import { ShareButton } from '../../../../components/business/share-button.tsx';
import { MissingStepsNotice } from '../../../../components/missing-steps-notice.tsx';
import { ButtonLink } from '../../../../components/ui/button-link.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { paths } from '../../../../config/paths.ts';
import { cn } from '../../../../lib/cn.ts';
import { useI18n } from '../../../../lib/i18n.tsx';
import { fullName } from '../../lib/tile-name.ts';
import { ModerationNotice } from './moderation-notice.tsx';
import { PublishPopover } from './publish-popover.tsx';

/** Profile Status: Live or Hidden, with Hide / Publish behind a confirmation (docs/product.md §8.1). */
export function StatusCard({ business }: { business: OwnerBusiness }) {
  const i18n = useI18n();
  const live = business.isPublished;
  const complete = business.missingSteps.length === 0;
  const hiddenByTeam = business.moderation;
  const canToggle = !hiddenByTeam && (live || (business.stateIsLive && complete));
  const firstMissing = live ? undefined : business.missingSteps[0];
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="font-sans text-sm font-semibold tracking-[0.12em] text-ink-muted uppercase">
            {i18n._('Profile Status')}
          </h2>
          <p className="mt-2 flex items-center gap-2.5 font-display text-3xl font-semibold text-ink">
            <span
              aria-hidden="true"
              className={cn(
                'size-3 rounded-full ring-4',
                live ? 'bg-success ring-primary-soft' : 'bg-ink-muted ring-cream-deep',
              )}
            />
            {live ? i18n._('Live') : i18n._('Hidden')}
          </p>
          <p className="mt-1.5 max-w-md text-ink-soft">{i18n._(standingSentence(business))}</p>
        </div>
        {firstMissing !== undefined && !hiddenByTeam ? (
          <ButtonLink to={paths.businessEdit(business.businessId, firstMissing)} className="self-start">
            {i18n._('Continue setup')}
          </ButtonLink>
        ) : null}
        {canToggle ? (
          <PublishPopover
            businessId={business.businessId}
            name={fullName(business.businessName, i18n)}
            isPublished={live}
            termsAccepted={business.termsAcceptedAt !== null}
          />
        ) : null}
      </div>
      {live && business.businessUsername ? (
        // After publishing: the page shoppers now see, and a way to tell people about it.
        <div className="mt-5 flex flex-wrap gap-3 border-t border-line/70 pt-5">
          <ButtonLink to={paths.business(business.businessUsername)} variant="secondary">
            <Eye aria-hidden="true" />
            {i18n._('View your live page')}
          </ButtonLink>
          <ShareButton
            title={fullName(business.businessName, i18n)}
            headline={business.businessHeadline}
            path={paths.business(business.businessUsername)}
          />
        </div>
      ) : null}
      {hiddenByTeam ? <ModerationNotice businessId={business.businessId} moderation={hiddenByTeam} /> : null}
      {live || hiddenByTeam ? null : (
        <MissingStepsNotice
          className="mt-4"
          steps={business.missingSteps}
          linkFor={(step) => paths.businessEdit(business.businessId, step)}
        />
      )}
    </Card>
  );
}
