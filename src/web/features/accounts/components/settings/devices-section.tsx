import { Laptop, Smartphone } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button.tsx';
import { Pill } from '../../../../components/ui/pill.tsx';
import { useI18n } from '../../../../lib/i18n.tsx';
import { serverMessage } from '../../../../lib/server-message.ts';
import { type Device, useDevices } from '../../api/get-devices.ts';
import { useSignOutDevice } from '../../api/sign-out-device.ts';
import { useSignOutOtherDevices } from '../../api/sign-out-other-devices.ts';
import { lastSeenLabel, signedInLabel } from '../../lib/device-time.ts';
import { LoadErrorAlert } from '../shared/load-error-alert.tsx';
import { SettingsCard } from './settings-card.tsx';

const MOBILE = new Set(['iOS', 'Android']);

/** Where the account is signed in: browser and system, roughly when, and signing devices out. */
export function DevicesSection() {
  const i18n = useI18n();
  const { data, isPending, isError, refetch, isRefetching } = useDevices();
  const deviceName = (device: Device) =>
    i18n._('{browser} on {os}', { browser: device.browser, os: device.os });
  const one = useSignOutDevice();
  const others = useSignOutOtherDevices();
  // Each click's own promise: two devices signed out quickly both get their toast.
  const signOutOne = (device: Device) =>
    one.mutateAsync(device).then(
      () => toast.success(i18n._('Signed out {device}.', { device: deviceName(device) })),
      (err) => toast.error(i18n._(serverMessage(err, /*i18n*/ 'Could not sign out that device.'))),
    );
  const signOutOthers = () =>
    others.mutateAsync().then(
      () => toast.success(i18n._('Signed out of all other devices.')),
      (err) => toast.error(i18n._(serverMessage(err, /*i18n*/ 'Could not sign out your other devices.'))),
    );
  const otherCount = data?.filter((d) => !d.current).length ?? 0;

  return (
    <SettingsCard
      title={i18n._('Signed-in devices')}
      description={i18n._(
        'Where your account is signed in right now. We don’t keep where you were, only the browser.',
      )}
    >
      {isPending ? <p className="mt-5 text-sm text-ink-soft">{i18n._('Loading your devices…')}</p> : null}
      {isError ? (
        <LoadErrorAlert
          title={i18n._('We couldn’t load your devices.')}
          retrying={isRefetching}
          onRetry={() => refetch()}
        />
      ) : null}
      {data ? (
        <ul className="mt-4 divide-y divide-line" aria-label={i18n._('Signed-in devices')}>
          {data.map((device) => {
            const Icon = MOBILE.has(device.os) ? Smartphone : Laptop;
            const name = deviceName(device);
            return (
              <li key={device.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-4">
                <Icon aria-hidden="true" className="size-6 shrink-0 text-primary" />
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
                    {name}
                    {device.current ? <Pill>{i18n._('This device')}</Pill> : null}
                  </p>
                  <p className="mt-0.5 text-sm text-ink-soft">
                    {lastSeenLabel(i18n, device.lastSeenAt)} · {signedInLabel(i18n, device.signedInAt)}
                  </p>
                </div>
                {device.current ? null : (
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={one.isPending && one.variables?.id === device.id}
                    onClick={() => signOutOne(device)}
                    aria-label={i18n._('Sign out {device}', { device: name })}
                  >
                    {i18n._('Sign out')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
      {data && otherCount > 0 ? (
        <Button variant="ghost" className="mt-2" disabled={others.isPending} onClick={signOutOthers}>
          {i18n._('Sign out all other devices')}
        </Button>
      ) : null}
      {data && otherCount === 0 ? (
        <p className="mt-2 text-sm text-ink-soft">{i18n._('No other device is signed in.')}</p>
      ) : null}
    </SettingsCard>
  );
}
