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

/** Publish on a draft's card: live states only; a first publish asks to accept the terms. */
export function PublishButton({ business, name }: { business: MyBusiness; name: string }) {
  const queryClient = useQueryClient();
  const [terms, setTerms] = useState<string | null>(null);
  const publish = useMutation({
    mutationFn: (acceptTerms: boolean) => publishDraft(business.businessId, acceptTerms),
    onSuccess: async () => {
      setTerms(null);
      toast.success('Business published successfully!');
      await queryClient.invalidateQueries({ queryKey: queryKeys.myBusinesses });
    },
    onError: (err) => {
      if (err instanceof ApiError && err.code === 'terms_required') setTerms(err.message);
      else toast.error(serverMessage(err, 'Failed to update publish status.'));
    },
  });

  return (
    <>
      <Button
        size="sm"
        onClick={() => publish.mutate(false)}
        loading={publish.isPending && terms === null}
        loadingText="Publishing…"
        aria-label={`Publish ${name}`}
      >
        <Send aria-hidden="true" />
        Publish
      </Button>
      <TermsDialog
        open={terms !== null}
        message={terms ?? ''}
        name={name}
        publishing={publish.isPending}
        onAccept={() => publish.mutate(true)}
        onClose={() => setTerms(null)}
      />
    </>
  );
}
