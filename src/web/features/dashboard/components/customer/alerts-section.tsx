// The dashboard's alerts about new businesses (issue 31 item 4): the person's places, each with
// Remove, and adding one by ZIP code and distance (a state or a region is asked for from its market
// page). New businesses come in the email roundup, or an email of their own without one.
import { BellRing, CircleAlert, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { ALERT_MSG, ALERT_RADIUS_MILES, DEFAULT_ALERT_RADIUS } from '#shared/alerts/alert-limits.ts';
import { useCreateAlert } from '../../../../api/create-alert.ts';
import { useDeleteAlert } from '../../../../api/delete-alert.ts';
import { useMyAlerts } from '../../../../api/get-my-alerts.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Field } from '../../../../components/ui/field.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { Select } from '../../../../components/ui/select.tsx';
import { errorMessage } from '../../../../lib/api.ts';
import { useI18n } from '../../../../lib/i18n.tsx';

export function AlertsSection() {
  const i18n = useI18n();
  const { data, isPending, isError, refetch } = useMyAlerts();
  const remove = useDeleteAlert();
  const create = useCreateAlert();
  const [zip, setZip] = useState('');
  const [radius, setRadius] = useState(String(DEFAULT_ALERT_RADIUS));
  const [zipError, setZipError] = useState<string | null>(null);

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{5}$/.test(zip)) return setZipError(ALERT_MSG.zip);
    setZipError(null);
    create.mutate(
      { zipCode: zip, radiusMiles: radius as '5' | '10' | '25' | '50' },
      { onSuccess: () => setZip('') },
    );
  };

  const items = data?.items ?? [];
  return (
    <section aria-labelledby="alerts-title">
      <h2 id="alerts-title" className="flex items-center gap-3 text-2xl font-semibold text-ink sm:text-3xl">
        <BellRing aria-hidden="true" className="size-6 text-clay" />
        {i18n._('New business alerts')}
      </h2>
      <p className="mt-2 max-w-2xl text-ink-soft">
        {i18n._(
          'We’ll email you when a new business opens in these places. Add a state or a region from its market page, or a ZIP code here.',
        )}
      </p>
      <div aria-live="polite" aria-busy={isPending} className="mt-5 space-y-4">
        {isError ? (
          <p
            role="alert"
            className="flex flex-wrap items-center gap-3 rounded-xl bg-danger-soft px-5 py-4 text-danger"
          >
            <CircleAlert aria-hidden="true" className="size-5" />
            {i18n._('Error loading your alerts')}
            <Button variant="secondary" size="sm" className="ml-auto" onClick={() => void refetch()}>
              {i18n._('Try again')}
            </Button>
          </p>
        ) : isPending ? (
          <p className="text-sm text-ink-muted">{i18n._('Loading your alerts…')}</p>
        ) : items.length ? (
          <ul aria-label={i18n._('Your alerts')} className="flex flex-wrap gap-2">
            {items.map((a) => (
              <li
                key={a.id}
                className="flex items-center gap-1 rounded-pill border border-line bg-paper py-1 pr-1 pl-4 text-sm font-semibold text-ink"
              >
                {a.label}
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={i18n._('Remove alert: {place}', { place: a.label })}
                  onClick={() => remove.mutate(a.id)}
                  disabled={remove.isPending && remove.variables === a.id}
                >
                  <X aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-ink-muted">{i18n._('No alerts yet.')}</p>
        )}
        <form noValidate onSubmit={add} className="flex flex-wrap items-end gap-3">
          <Field label={i18n._('ZIP code')} error={zipError && i18n._(zipError)} className="w-36">
            <Input
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={5}
              value={zip}
              onChange={(e) => setZip(e.target.value.replace(/\D/g, '').slice(0, 5))}
            />
          </Field>
          <Field label={i18n._('Within')} className="w-36">
            <Select value={radius} onChange={(e) => setRadius(e.target.value)}>
              {ALERT_RADIUS_MILES.map((m) => (
                <option key={m} value={String(m)}>
                  {i18n._('{miles} miles', { miles: m })}
                </option>
              ))}
            </Select>
          </Field>
          <Button
            type="submit"
            variant="secondary"
            loading={create.isPending}
            loadingText={i18n._('Adding…')}
          >
            {i18n._('Tell me about new businesses here')}
          </Button>
        </form>
        {create.isError || remove.isError ? (
          <p role="alert" className="text-sm text-danger">
            {i18n._(errorMessage(create.error ?? remove.error))}
          </p>
        ) : null}
      </div>
    </section>
  );
}
