import { Pause, Rocket } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { useI18n } from '../../../lib/i18n.tsx';
import { withTags } from '../../../lib/with-tags.tsx';
import { useChangeState } from '../api/change-state.ts';
import type { AdminStateDetail } from '../api/get-admin-state.ts';
import { plural } from '../lib/format.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { failed } from './moderated-item.tsx';

/** Launch (a state that is not live) or Pause (a live one), each behind a confirmation that says who hears of it. */
export function StateActions({ detail }: { detail: AdminStateDetail }) {
  const i18n = useI18n();
  const { state, recipients } = detail;
  const name = state.name;
  const action = state.isLive ? 'pause' : 'launch';
  const change = useChangeState(state.slug, action);
  const [open, setOpen] = useState(false);
  const people = recipients.waitlist + recipients.owners;
  const peopleWords = plural(i18n, people, /*i18n*/ '{count} person', /*i18n*/ '{count} people');
  // Nothing public there, and no pause whose businesses the launch would put back: say so first.
  const emptyMarket = state.published === 0 && state.lastChange?.action !== 'pause';

  const confirm = () =>
    change.mutate(undefined, {
      onSuccess: (result) => {
        setOpen(false);
        if (!result.changed)
          toast.info(
            state.isLive
              ? i18n._('{name} was already paused: nothing was done again.', { name })
              : i18n._('{name} was already live: nothing was done again.', { name }),
          );
        else if (action === 'launch')
          toast.success(
            plural(
              i18n,
              result.emailsQueued,
              /*i18n*/ '{name} is live. {count} email on the way.',
              /*i18n*/ '{name} is live. {count} emails on the way.',
              { name },
            ),
          );
        else
          toast.success(
            plural(
              i18n,
              result.businesses,
              /*i18n*/ '{name} is paused. {count} business off the market.',
              /*i18n*/ '{name} is paused. {count} businesses off the market.',
              { name },
            ),
          );
      },
      onError: failed(
        i18n,
        action === 'launch'
          ? i18n._('Failed to launch {name}.', { name })
          : i18n._('Failed to pause {name}.', { name }),
      ),
    });

  return (
    <>
      <Button variant={state.isLive ? 'secondary' : 'primary'} onClick={() => setOpen(true)}>
        {state.isLive ? <Pause aria-hidden="true" /> : <Rocket aria-hidden="true" />}
        {state.isLive ? i18n._('Pause {name}', { name }) : i18n._('Launch {name}', { name })}
      </Button>
      {action === 'launch' ? (
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          title={i18n._('Launch {name}?', { name })}
          description={i18n._(
            '{name} goes live at once: owners there can publish, and its market opens to shoppers.',
            { name },
          )}
          confirmLabel={
            people ? i18n._('Launch and email {people}', { people: peopleWords }) : i18n._('Launch')
          }
          pendingLabel={i18n._('Launching…')}
          pending={change.isPending}
          onConfirm={confirm}
        >
          <p className="rounded-lg bg-primary-soft/70 px-4 py-3 text-ink">
            {people
              ? withTags(
                  i18n._(
                    'This will email <0>{people}</0>: {addresses} on the waitlist (“We’re live in {name}”) and {owners} with a business there (“You can publish now”). Each gets one email, sent at a steady pace.',
                    {
                      people: peopleWords,
                      addresses: plural(
                        i18n,
                        recipients.waitlist,
                        /*i18n*/ '{count} address',
                        /*i18n*/ '{count} addresses',
                      ),
                      owners: plural(
                        i18n,
                        recipients.owners,
                        /*i18n*/ '{count} owner',
                        /*i18n*/ '{count} owners',
                      ),
                      name,
                    },
                  ),
                  { 0: (chunk) => <strong>{chunk}</strong> },
                )
              : i18n._('Nobody is waiting here yet, so nobody will be emailed.')}
          </p>
          {emptyMarket ? (
            <p
              role="note"
              className="mt-3 rounded-lg bg-honey/20 px-4 py-3 text-ink ring-1 ring-honey/60 ring-inset"
            >
              {withTags(
                i18n._(
                  '<0>Shoppers will see an empty market for {name}</0>: no business there is public yet, and owners publish only after the launch.',
                  { name },
                ),
                { 0: (chunk) => <strong>{chunk}</strong> },
              )}
            </p>
          ) : null}
        </ConfirmDialog>
      ) : (
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          title={i18n._('Pause {name}?', { name })}
          description={i18n._('{name} stops being live: its market closes and owners there can’t publish.', {
            name,
          })}
          confirmLabel={i18n._('Pause {name}', { name })}
          pendingLabel={i18n._('Pausing…')}
          pending={change.isPending}
          onConfirm={confirm}
          tone="danger"
        >
          <p className="rounded-lg bg-clay-soft/70 px-4 py-3 text-ink">
            {withTags(
              plural(
                i18n,
                state.published,
                /*i18n*/ 'Its <0>{count} public business</0> leave every public page at once and their owners are emailed. Nothing is deleted: launching {name} again puts them back.',
                /*i18n*/ 'Its <0>{count} public businesses</0> leave every public page at once and their owners are emailed. Nothing is deleted: launching {name} again puts them back.',
                { name },
              ),
              { 0: (chunk) => <strong>{chunk}</strong> },
            )}
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
