import { STEP_TITLES } from '#shared/schemas/steps/index.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { PhotoPicker } from '../components/photo-picker.tsx';
import { ProductPhotoGrid } from '../components/product-photo-grid.tsx';
import { StepLayout } from '../components/step-layout.tsx';
import { StepLoader } from '../components/step-loader.tsx';
import { MAX_PRODUCT_PHOTOS, useProductPhotos } from '../hooks/use-product-photos.ts';
import { useSaveStep } from '../hooks/use-save-step.ts';
import { useWizard } from '../hooks/wizard-context.ts';

interface Data {
  productPhotos: string[];
}
const TITLE = STEP_TITLES[14];
const DESCRIPTION = /*i18n*/ 'Show your work: up to 10 photos. The first three appear on your market card.';

/** Step 14: up to 10 product photos; drag, keyboard or buttons to reorder; delete any. */
export function Step14ProductPhotos() {
  return (
    <StepLoader<Data> title={TITLE} description={DESCRIPTION}>
      {(data) => <Step14Form data={data} />}
    </StepLoader>
  );
}

function Step14Form({ data }: { data: Data }) {
  const i18n = useI18n();
  const { businessId } = useWizard();
  const { save, saving } = useSaveStep();
  const photos = useProductPhotos(businessId, data.productPhotos);
  return (
    <StepLayout
      title={TITLE}
      description={DESCRIPTION}
      saving={saving}
      busy={photos.busy !== null}
      onSubmit={(e) => {
        e.preventDefault();
        save({});
      }}
    >
      <p aria-live="polite" className="mb-4 text-sm font-semibold text-ink-muted">
        {i18n._('{count}/{max} photos', { count: photos.urls.length, max: MAX_PRODUCT_PHOTOS })}
      </p>
      {photos.urls.length > 0 ? (
        <ProductPhotoGrid
          urls={photos.urls}
          disabled={photos.busy !== null}
          onMove={photos.move}
          onDelete={photos.remove}
        />
      ) : null}
      {photos.notice ? (
        <p
          role="status"
          className="mt-4 rounded-xl border border-honey/60 bg-[#fdf3dc] p-3 text-sm font-semibold text-ink"
        >
          {photos.notice}
        </p>
      ) : null}
      {photos.room > 0 ? (
        <PhotoPicker
          label={i18n._('Add product photos')}
          hint={i18n._('Choose up to {room} more. Drag to reorder, or use the arrows.', {
            room: photos.room,
          })}
          multiple
          busy={photos.busy === 'upload'}
          onFiles={photos.upload}
          className="mt-4 min-h-36"
        />
      ) : (
        <p className="mt-4 rounded-xl bg-cream-deep/60 p-4 text-sm text-ink-soft">
          {i18n._('You have 10 photos, the most a profile can show. Delete one to add another.')}
        </p>
      )}
    </StepLayout>
  );
}
