import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { useMyBusinesses } from '../../../../api/get-my-businesses.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { useI18n } from '../../../../lib/i18n.tsx';
import { serverMessage } from '../../../../lib/server-message.ts';
import { useDownloadBusiness } from '../../api/get-business-export.ts';
import { useDownloadMyData } from '../../api/get-my-data-export.ts';
import { exportContents } from '../../lib/export-contents.ts';
import { SettingsCard } from './settings-card.tsx';

/** "Download my data" (everything we hold about the person) and each business as JSON. */
export function YourDataSection() {
  const i18n = useI18n();
  const { data: businesses } = useMyBusinesses();
  const [busy, setBusy] = useState<string | null>(null);
  const myData = useDownloadMyData();
  const business = useDownloadBusiness();
  /** `fallback`: an English message, drawn in the page's language. */
  const run = async (key: string, download: () => Promise<void>, fallback: string) => {
    setBusy(key);
    try {
      await download();
      toast.success(i18n._('Your download has started.'));
    } catch (err) {
      toast.error(i18n._(serverMessage(err, fallback)));
    } finally {
      setBusy(null);
    }
  };

  return (
    <SettingsCard title={i18n._('Your data')} description={exportContents(i18n)}>
      <Button
        className="mt-4"
        disabled={busy !== null}
        onClick={() => run('me', () => myData.mutateAsync(), /*i18n*/ 'Could not prepare your data.')}
      >
        <Download aria-hidden="true" />
        {i18n._('Download my data')}
      </Button>
      {businesses?.length ? (
        <div className="mt-6 border-t border-line pt-5">
          <h3 className="font-sans text-sm font-semibold text-ink">{i18n._('One business as JSON')}</h3>
          <ul className="mt-2 space-y-1">
            {businesses.map((b) => (
              <li key={b.businessId}>
                <Button
                  variant="link"
                  className="text-sm"
                  disabled={busy !== null}
                  onClick={() =>
                    run(
                      b.businessId,
                      () => business.mutateAsync({ businessId: b.businessId, name: b.businessUsername }),
                      /*i18n*/ 'Could not prepare that business.',
                    )
                  }
                >
                  {i18n._('Download {name}', { name: b.businessName })}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </SettingsCard>
  );
}
