import { Send } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { MyBusiness } from '../../../../api/get-my-businesses.ts';
import { usePublishBusiness } from '../../../../api/publish-business.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { ApiError } from '../../../../lib/api.ts';
import { useI18n } from '../../../../lib/i18n.tsx';
import { serverMessage } from '../../../../lib/server-message.ts';
import { TermsDialog } from './terms-dialog.tsx';

/**
 * Publish on a draft's card: live states only. A business never made public (standing "draft") asks
 * for the terms first and sends only once they are accepted; the server re-checks (400 then opens it).
 */
export function PublishButton({ business, name }: { business: MyBusiness; name: string }) {
  const i18n = useI18n();
  const [askingTerms, setAskingTerms] = useState(false);
  const publishing = usePublishBusiness();
  /** A first publish also accepts the terms, once they are. */
  const publish = (acceptTerms: boolean) =>
    publishing.mutate(
      {
        businessId: business.businessId,
        input: acceptTerms ? { publish: true, acceptTerms: true } : { publish: true },
      },
      {
        onSuccess: () => {
          setAskingTerms(false);
          toast.success(i18n._('Business published successfully!'));
        },
        onError: (err) => {
          if (err instanceof ApiError && err.code === 'terms_required') setAskingTerms(true);
          else toast.error(i18n._(serverMessage(err, /*i18n*/ 'Failed to update publish status.')));
        },
      },
    );
  const needsTerms = business.standing === 'draft';

  return (
    <>
      <Button
        size="sm"
        onClick={() => (needsTerms ? setAskingTerms(true) : publish(false))}
        loading={publishing.isPending && !askingTerms}
        loadingText={i18n._('Publishing…')}
        aria-label={i18n._('Publish {name}', { name })}
      >
        <Send aria-hidden="true" />
        {i18n._('Publish')}
      </Button>
      <TermsDialog
        open={askingTerms}
        name={name}
        publishing={publishing.isPending}
        onAccept={() => publish(true)}
        onClose={() => setAskingTerms(false)}
      />
    </>
  );
}
