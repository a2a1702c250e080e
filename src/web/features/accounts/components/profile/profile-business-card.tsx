import { Eye, ImageOff, MapPin, PencilLine } from 'lucide-react';
import { standingSentence } from '#shared/display/standing.ts';
import type { MyBusiness } from '../../../../api/get-my-businesses.ts';
import { MissingStepsNotice } from '../../../../components/missing-steps-notice.tsx';
import { ButtonLink } from '../../../../components/ui/button-link.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { paths } from '../../../../config/paths.ts';
import { useI18n } from '../../../../lib/i18n.tsx';
import { PublishButton } from './publish-button.tsx';
import { PublishState } from './publish-state.tsx';

const place = ({ businessCity, businessState }: MyBusiness) =>
  [businessCity, businessState].filter(Boolean).join(', ');

/** A business on /profile: image, name, location, Published/Draft, edit, View, Publish (docs/product.md §10.1). */
export function ProfileBusinessCard({ business }: { business: MyBusiness }) {
  const i18n = useI18n();
  const name = business.businessName || i18n._('Untitled business');
  const location = place(business);
  const draft = !business.isPublished;
  const ready = business.missingSteps.length === 0;
  return (
    <Card asChild className="flex h-full flex-col">
      <article aria-label={name}>
        <div className="relative aspect-[4/3] shrink-0 overflow-hidden bg-cream-deep">
          {business.imageUrl ? (
            <img
              src={business.imageUrl}
              alt=""
              width={480}
              height={360}
              loading="lazy"
              decoding="async"
              className="absolute inset-0 size-full object-cover"
            />
          ) : (
            <div className="flex size-full flex-col items-center justify-center gap-2 text-ink-muted">
              <ImageOff aria-hidden="true" className="size-8" />
              <span className="text-sm font-semibold">{i18n._('No image')}</span>
            </div>
          )}
          <div className="absolute top-3 left-3">
            <PublishState published={business.isPublished} />
          </div>
          <ButtonLink
            to={paths.businessEdit(business.businessId)}
            variant="secondary"
            size="icon"
            aria-label={i18n._('Edit {name}', { name })}
            title={i18n._('Edit')}
            className="absolute top-3 right-3 size-10"
          >
            <PencilLine aria-hidden="true" />
          </ButtonLink>
        </div>
        <div className="flex flex-1 flex-col p-5">
          <h3 className="text-xl font-semibold break-words text-ink">{name}</h3>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-ink-soft">
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-clay-strong" />
            {location || i18n._('Location not set yet')}
          </p>
          {draft && !ready && business.standing !== 'hidden_by_team' ? (
            <MissingStepsNotice
              className="mt-4"
              steps={business.missingSteps}
              businessName={name}
              linkFor={(step) => paths.businessEdit(business.businessId, step)}
            />
          ) : null}
          {draft ? <p className="mt-3 text-sm text-ink-soft">{i18n._(standingSentence(business))}</p> : null}
          <div className="mt-auto flex flex-wrap gap-2 pt-5">
            {business.businessUsername ? (
              <ButtonLink to={paths.business(business.businessUsername)} variant="secondary" size="sm">
                <Eye aria-hidden="true" />
                {i18n._('View')}
              </ButtonLink>
            ) : null}
            {draft && ready && business.stateIsLive ? (
              <PublishButton business={business} name={name} />
            ) : null}
          </div>
        </div>
      </article>
    </Card>
  );
}
