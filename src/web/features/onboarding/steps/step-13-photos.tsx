import { useState } from 'react';
import { toast } from 'sonner';
import { STEP_TITLES } from '#shared/schemas/steps/index.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { useDeleteSinglePhoto } from '../api/delete-single-photo.ts';
import { type SinglePhoto, useUploadSinglePhoto } from '../api/upload-single-photo.ts';
import { PhotoSlot } from '../components/photo-slot.tsx';
import { StepLayout } from '../components/step-layout.tsx';
import { StepLoader } from '../components/step-loader.tsx';
import { useSaveStep } from '../hooks/use-save-step.ts';
import { useWizard } from '../hooks/wizard-context.ts';
import { notAnImage, scaleImage } from '../lib/scale-image.ts';
import { PHOTO_MSG } from '../lib/step-messages.ts';

interface Data {
  ownerPhotoUrl: string | null;
  businessLogoUrl: string | null;
}
const TITLE = STEP_TITLES[13];
const DESCRIPTION = /*i18n*/ 'A friendly photo of you, and your logo if you have one. Both are optional.';
const FAILED = {
  owner: { upload: PHOTO_MSG.ownerUploadFailed, remove: PHOTO_MSG.ownerDeleteFailed },
  logo: { upload: PHOTO_MSG.logoUploadFailed, remove: PHOTO_MSG.logoDeleteFailed },
};

/** Step 13: owner photo and optional logo, scaled in the browser and uploaded when chosen. */
export function Step13Photos() {
  return (
    <StepLoader<Data> title={TITLE} description={DESCRIPTION}>
      {(data) => <Step13Form data={data} />}
    </StepLoader>
  );
}

function Step13Form({ data }: { data: Data }) {
  const i18n = useI18n();
  const { businessId } = useWizard();
  const { save, saving } = useSaveStep();
  const [urls, setUrls] = useState({ owner: data.ownerPhotoUrl, logo: data.businessLogoUrl });
  // Per slot: the owner photo and the logo can be sent at once, and each answer may predate the other.
  const [busy, setBusy] = useState({ owner: false, logo: false });
  const uploading = useUploadSinglePhoto();
  const deleting = useDeleteSinglePhoto();
  const run = async (which: SinglePhoto, action: 'upload' | 'remove', file?: File) => {
    if (!businessId) return;
    setBusy((b) => ({ ...b, [which]: true }));
    try {
      const photos =
        action === 'upload' && file
          ? await scaleImage(file, 'single').then((s) =>
              uploading.mutateAsync({ businessId, which, file: s.blob, name: s.name }),
            )
          : await deleting.mutateAsync({ businessId, which });
      // Only this slot: the answer's other URL may be older than the other slot's own answer.
      const url = which === 'owner' ? photos.ownerPhotoUrl : photos.businessLogoUrl;
      setUrls((u) => ({ ...u, [which]: url }));
    } catch (err) {
      toast.error(i18n._(notAnImage(err) ? PHOTO_MSG.notAnImage : FAILED[which][action]));
    } finally {
      setBusy((b) => ({ ...b, [which]: false }));
    }
  };
  return (
    <StepLayout
      title={TITLE}
      description={DESCRIPTION}
      saving={saving}
      busy={busy.owner || busy.logo}
      onSubmit={(e) => {
        e.preventDefault();
        save({});
      }}
    >
      <div className="grid gap-8 sm:grid-cols-2">
        <PhotoSlot
          title={i18n._('Owner photo')}
          description={i18n._('Shown at the top of your page.')}
          url={urls.owner}
          round
          busy={busy.owner}
          onUpload={(file) => run('owner', 'upload', file)}
          onRemove={() => run('owner', 'remove')}
        />
        <PhotoSlot
          title={i18n._('Logo')}
          description={i18n._('Optional. Shown on your card in the market.')}
          url={urls.logo}
          busy={busy.logo}
          onUpload={(file) => run('logo', 'upload', file)}
          onRemove={() => run('logo', 'remove')}
        />
      </div>
    </StepLayout>
  );
}
