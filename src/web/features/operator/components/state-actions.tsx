import { Pause, Rocket } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useChangeState } from '../api/change-state.ts';
import type { AdminStateDetail } from '../api/get-admin-state.ts';
import { plural } from '../lib/format.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

/** Launch (a state that is not live) or Pause (a live one), each behind a confirmation that says who hears of it. */
export function StateActions({ detail }: { detail: AdminStateDetail }) {
  const { state, recipients } = detail;
  const action = state.isLive ? 'pause' : 'launch';
  const change = useChangeState(state.slug, action);
  const [open, setOpen] = useState(false);
  const people = recipients.waitlist + recipients.owners;
  // Nothing public there, and no pause whose businesses the launch would put back: say so first.
  const emptyMarket = state.published === 0 && state.lastChange?.action !== 'pause';

  const confirm = () =>
    change.mutate(undefined, {
      onSuccess: (result) => {
        setOpen(false);
        if (!result.changed)
          toast.info(
            `${state.name} was already ${state.isLive ? 'paused' : 'live'}: nothing was done again.`,
          );
        else if (action === 'launch')
          toast.success(`${state.name} is live. ${plural(result.emailsQueued, 'email')} on the way.`);
        else
          toast.success(
            `${state.name} is paused. ${plural(result.businesses, 'business', 'businesses')} off the market.`,
          );
      },
      onError: (err) => toast.error(errorMessage(err, `Failed to ${action} ${state.name}.`)),
    });

  return (
    <>
      <Button variant={state.isLive ? 'secondary' : 'primary'} onClick={() => setOpen(true)}>
        {state.isLive ? <Pause aria-hidden="true" /> : <Rocket aria-hidden="true" />}
        {state.isLive ? `Pause ${state.name}` : `Launch ${state.name}`}
      </Button>
      {action === 'launch' ? (
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          title={`Launch ${state.name}?`}
          description={`${state.name} goes live at once: owners there can publish, and its market opens to shoppers.`}
          confirmLabel={people ? `Launch and email ${plural(people, 'person', 'people')}` : 'Launch'}
          pendingLabel="Launching…"
          pending={change.isPending}
          onConfirm={confirm}
        >
          <p className="rounded-lg bg-primary-soft/70 px-4 py-3 text-ink">
            {people ? (
              <>
                This will email <strong>{plural(people, 'person', 'people')}</strong>:{' '}
                {plural(recipients.waitlist, 'address', 'addresses')} on the waitlist (“We’re live in{' '}
                {state.name}”) and {plural(recipients.owners, 'owner')} with a business there (“You can
                publish now”). Each gets one email, sent at a steady pace.
              </>
            ) : (
              'Nobody is waiting here yet, so nobody will be emailed.'
            )}
          </p>
          {emptyMarket ? (
            <p
              role="note"
              className="mt-3 rounded-lg bg-honey/20 px-4 py-3 text-ink ring-1 ring-honey/60 ring-inset"
            >
              <strong>Shoppers will see an empty market for {state.name}</strong>: no business there is public
              yet, and owners publish only after the launch.
            </p>
          ) : null}
        </ConfirmDialog>
      ) : (
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          title={`Pause ${state.name}?`}
          description={`${state.name} stops being live: its market closes and owners there can’t publish.`}
          confirmLabel={`Pause ${state.name}`}
          pendingLabel="Pausing…"
          pending={change.isPending}
          onConfirm={confirm}
          tone="danger"
        >
          <p className="rounded-lg bg-clay-soft/70 px-4 py-3 text-ink">
            Its <strong>{plural(state.published, 'public business', 'public businesses')}</strong> leave every
            public page at once and their owners are emailed. Nothing is deleted: launching {state.name} again
            puts them back.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
