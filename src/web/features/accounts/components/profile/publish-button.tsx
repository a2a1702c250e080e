import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { MyBusiness } from '../../../../api/get-my-businesses.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { ApiError } from '../../../../lib/api.ts';
import { queryKeys } from '../../../../lib/query-keys.ts';
import { publishDraft } from '../../api/publish-draft.ts';
import { serverMessage } from '../../lib/server-message.ts';
import { TermsDialog } from './terms-dialog.tsx';

/**
 * Publish on a draft's card: live states only. A business never made public (standing "draft") asks
 * for the terms first and sends only once they are accepted; the server re-checks (400 then opens it).
 */
export function PublishButton({ business, name }: { business: MyBusiness; name: string }) {
  const queryClient = useQueryClient();
  const [askingTerms, setAskingTerms] = useState(false);
  const publish = useMutation({
    mutationFn: (acceptTerms: boolean) => publishDraft(business.businessId, acceptTerms),
    onSuccess: async () => {
      setAskingTerms(false);
      toast.success('Business published successfully!');
      await queryClient.invalidateQueries({ queryKey: queryKeys.myBusinesses });
    },
    onError: (err) => {
      if (err instanceof ApiError && err.code === 'terms_required') setAskingTerms(true);
      else toast.error(serverMessage(err, 'Failed to update publish status.'));
    },
  });
  const needsTerms = business.standing === 'draft';

  return (
    <>
      <Button
        size="sm"
        onClick={() => (needsTerms ? setAskingTerms(true) : publish.mutate(false))}
        loading={publish.isPending && !askingTerms}
        loadingText="Publishing…"
        aria-label={`Publish ${name}`}
      >
        <Send aria-hidden="true" />
        Publish
      </Button>
      <TermsDialog
        open={askingTerms}
        name={name}
        publishing={publish.isPending}
        onAccept={() => publish.mutate(true)}
        onClose={() => setAskingTerms(false)}
      />
    </>
  );
}
