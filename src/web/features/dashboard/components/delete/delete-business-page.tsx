import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { businessDeletePhrase } from '#shared/schemas/account.ts';
import { useOwnerBusiness } from '../../../../api/get-owner-business.ts';
import { BackLink } from '../../../../components/ui/back-link.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { ButtonLink } from '../../../../components/ui/button-link.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { paths } from '../../../../config/paths.ts';
import { useI18n } from '../../../../lib/i18n.tsx';
import { serverMessage } from '../../../../lib/server-message.ts';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';
import { withTags } from '../../../../lib/with-tags.tsx';
import { forgetBusiness, useDeleteBusiness } from '../../api/delete-business.ts';
import { fullName } from '../../lib/tile-name.ts';
import { BusinessLoading, BusinessProblem } from '../business-state.tsx';
import { DeleteBusinessDialog } from './delete-business-dialog.tsx';

const LOAD_FAILED = /*i18n*/ 'Failed to load business details.';

/** `/dashboard/business/{id}/delete`: the confirmation modal, then deletion (docs/product.md §14.2). */
export function DeleteBusinessPage() {
  const i18n = useI18n();
  const { businessId = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(true);
  const { data: business, isPending, isError } = useOwnerBusiness(businessId);
  const mutation = useDeleteBusiness(businessId);
  useDocumentTitle(i18n._('Delete Business Profile'));
  const loadFailed = i18n._(LOAD_FAILED);
  useEffect(() => {
    if (isError) toast.error(loadFailed, { id: 'delete-load' });
  }, [isError, loadFailed]);

  if (isPending) return <BusinessLoading />;
  if (isError) return <BusinessProblem message={loadFailed} />;
  const name = fullName(business.businessName, i18n);

  const confirm = (typed: string) => {
    mutation.mutate(typed, {
      onSuccess: async ({ filesPending }) => {
        toast.success(i18n._('Business and assets deleted.'));
        if (filesPending > 0) toast(i18n._('Some files will be removed shortly.'));
        await navigate(paths.dashboard, { replace: true });
        forgetBusiness(queryClient, businessId);
      },
      onError: (err) => toast.error(i18n._(serverMessage(err, /*i18n*/ 'Failed to delete business record'))),
    });
  };

  return (
    <div className="mx-auto max-w-2xl px-4 pt-6 pb-16 sm:px-6">
      <BackLink to={paths.businessDashboard(businessId)}>{i18n._('Back to {name}', { name })}</BackLink>
      <Card className="mt-6 p-6 sm:p-8">
        <span className="inline-flex size-12 items-center justify-center rounded-xl bg-danger-soft text-danger">
          <Trash2 aria-hidden="true" className="size-6" />
        </span>
        <h1 className="mt-4 text-3xl font-semibold text-ink sm:text-4xl">
          {i18n._('Delete Business Profile')}
        </h1>
        <p className="mt-3 text-ink-soft">
          {withTags(
            i18n._(
              "Deleting <0>{name}</0> removes its public page, photos, pricing and insights, and takes it out of every shopper's favorites.",
              { name },
            ),
            { 0: (chunk) => <strong className="text-ink">{chunk}</strong> },
          )}
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Button variant="danger" onClick={() => setOpen(true)}>
            {i18n._('Delete this business')}
          </Button>
          <ButtonLink to={paths.businessDashboard(businessId)} variant="secondary">
            {i18n._('Keep my business')}
          </ButtonLink>
        </div>
      </Card>
      <DeleteBusinessDialog
        open={open}
        onOpenChange={(next) => !mutation.isPending && setOpen(next)}
        name={name}
        phrase={businessDeletePhrase(business)}
        deleting={mutation.isPending}
        onConfirm={confirm}
      />
    </div>
  );
}
