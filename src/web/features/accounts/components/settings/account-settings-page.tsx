import { useMe } from '../../../../api/get-me.ts';
import { PageHeader } from '../../../../components/page-header.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { useI18n } from '../../../../lib/i18n.tsx';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';
import { LoadErrorAlert } from '../shared/load-error-alert.tsx';
import { DevicesSection } from './devices-section.tsx';
import { EmailRoundupSection } from './email-roundup-section.tsx';
import { SettingsAside } from './settings-aside.tsx';
import { SettingsForm } from './settings-form.tsx';
import { SettingsFormSkeleton } from './settings-form-skeleton.tsx';
import { YourDataSection } from './your-data-section.tsx';

/** `/account/settings` — Edit Information (docs/product.md §10.2). */
export function AccountSettingsPage() {
  const i18n = useI18n();
  const { data, isPending, isError, refetch, isRefetching } = useMe();
  useDocumentTitle(i18n._('Edit Information'));
  return (
    <>
      <PageHeader
        eyebrow={i18n._('Account settings')}
        title={i18n._('Edit Information')}
        description={i18n._('How you appear on Locals Market. Only your username is public.')}
      />
      <div className="mx-auto grid max-w-page items-start gap-6 px-4 py-8 sm:px-6 sm:py-12 lg:grid-cols-[minmax(0,42rem)_minmax(0,20rem)] lg:gap-10 lg:px-8">
        <Card className="p-5 sm:p-8">
          {isPending ? <SettingsFormSkeleton /> : null}
          {isError ? (
            <LoadErrorAlert
              title={i18n._('We couldn’t load your information.')}
              retrying={isRefetching}
              onRetry={() => refetch()}
            />
          ) : null}
          {data ? <SettingsForm key={data.id} me={data} /> : null}
        </Card>
        {data ? <SettingsAside email={data.email} /> : null}
        {data ? (
          <div className="grid gap-6 lg:col-span-2 lg:grid-cols-2 lg:gap-10">
            <DevicesSection />
            <YourDataSection />
            <EmailRoundupSection />
          </div>
        ) : null}
      </div>
    </>
  );
}
