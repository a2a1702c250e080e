import { MailX } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { RoundIcon } from '../../../components/ui/round-icon.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useUnsubscribe } from '../api/unsubscribe-waitlist.ts';

/**
 * `/unsubscribe?token=…` (docs/product.md §23): one button, so that a link scanner opening the
 * email's link unsubscribes nobody; mail clients use the one-click header instead.
 */
export function UnsubscribePage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const unsubscribe = useUnsubscribe(token);
  useDocumentTitle('Unsubscribe');
  const done = unsubscribe.isSuccess;
  return (
    <div className="mx-auto max-w-xl px-4 py-14 sm:py-20">
      <Card className="p-8 text-center sm:p-10">
        <RoundIcon icon={MailX} tone="clay" />
        <h1 className="mt-5 text-3xl font-semibold text-ink">
          {done ? 'You’re unsubscribed' : 'Unsubscribe from waitlist emails?'}
        </h1>
        <p className="mt-3 text-ink-soft" role={done ? 'status' : undefined}>
          {done
            ? 'We won’t email you about the waitlist again. Changed your mind? Join the waitlist again any time.'
            : 'We’ll stop emailing this address about the Locals Market waitlist.'}
        </p>
        {!token ? (
          <FormAlert tone="error" className="mt-6 text-left">
            This unsubscribe link is not complete. Use the link from your most recent email.
          </FormAlert>
        ) : null}
        {unsubscribe.isError ? (
          <FormAlert tone="error" className="mt-6 text-left" assertive>
            {errorMessage(unsubscribe.error)}
          </FormAlert>
        ) : null}
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          {done ? (
            <ButtonLink to={paths.waitlist} variant="secondary">
              Join the waitlist again
            </ButtonLink>
          ) : (
            <Button
              size="lg"
              disabled={!token}
              onClick={() => unsubscribe.mutate()}
              loading={unsubscribe.isPending}
              loadingText="Unsubscribing…"
            >
              Unsubscribe
            </Button>
          )}
          <ButtonLink to={paths.home} variant="ghost" size={done ? 'md' : 'lg'}>
            Go to Locals Market
          </ButtonLink>
        </div>
      </Card>
    </div>
  );
}
