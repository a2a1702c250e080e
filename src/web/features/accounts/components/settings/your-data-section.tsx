import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { useMyBusinesses } from '../../../../api/get-my-businesses.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { serverMessage } from '../../../../lib/server-message.ts';
import { useDownloadBusiness } from '../../api/get-business-export.ts';
import { useDownloadMyData } from '../../api/get-my-data-export.ts';
import { EXPORT_CONTENTS } from '../../lib/export-contents.ts';
import { SettingsCard } from './settings-card.tsx';

/** "Download my data" (everything we hold about the person) and each business as JSON. */
export function YourDataSection() {
  const { data: businesses } = useMyBusinesses();
  const [busy, setBusy] = useState<string | null>(null);
  const myData = useDownloadMyData();
  const business = useDownloadBusiness();
  const run = async (key: string, download: () => Promise<void>, fallback: string) => {
    setBusy(key);
    try {
      await download();
      toast.success('Your download has started.');
    } catch (err) {
      toast.error(serverMessage(err, fallback));
    } finally {
      setBusy(null);
    }
  };

  return (
    <SettingsCard title="Your data" description={EXPORT_CONTENTS}>
      <Button
        className="mt-4"
        disabled={busy !== null}
        onClick={() => run('me', () => myData.mutateAsync(), 'Could not prepare your data.')}
      >
        <Download aria-hidden="true" />
        Download my data
      </Button>
      {businesses?.length ? (
        <div className="mt-6 border-t border-line pt-5">
          <h3 className="font-sans text-sm font-semibold text-ink">One business as JSON</h3>
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
                      'Could not prepare that business.',
                    )
                  }
                >
                  Download {b.businessName}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </SettingsCard>
  );
}
