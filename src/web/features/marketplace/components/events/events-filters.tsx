import { Form } from 'react-router';
import { CATEGORIES } from '#shared/catalogues/categories.ts';
import { IDENTITY_TAGS } from '#shared/catalogues/tags.ts';
import { EVENT_WHEN_LABELS, EVENT_WHENS } from '#shared/events/events-query.ts';
import { RADIUS_MILES } from '#shared/search/search-limits.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { FieldError } from '../../../../components/ui/field-error.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { Select } from '../../../../components/ui/select.tsx';
import { useI18n } from '../../../../lib/i18n.tsx';
import { useRegions } from '../../api/get-regions.ts';
import { useStates } from '../../api/get-states.ts';

const label = 'block text-sm font-semibold text-ink';
const group = 'space-y-2 border-t border-line/80 pt-4 first-of-type:border-t-0 first-of-type:pt-0';

/** The place, the days and the filters of /events: a GET form, so it works as HTML. */
export function EventsFilters({
  params,
  fields,
  view,
}: {
  params: URLSearchParams;
  fields: Record<string, string>;
  /** Kept when the form is sent: a visitor on the map stays on it. */
  view: 'list' | 'map';
}) {
  const i18n = useI18n();
  const value = (key: string) => params.get(key) ?? '';
  const state = value('state');
  const { data: states } = useStates();
  const { data: regions } = useRegions(state, /^[a-z-]{2,40}$/.test(state));
  const live = (states ?? []).filter((s) => s.isLive);
  const dated = Boolean(value('from') || value('to'));
  const when = value('when') || (dated ? '' : 'week');
  const error = (field: string) =>
    fields[field] ? <FieldError id={`events-${field}-error`} message={fields[field]} /> : null;
  const invalid = (field: string) =>
    fields[field] ? { 'aria-invalid': true as const, 'aria-describedby': `events-${field}-error` } : {};
  return (
    <Form
      method="get"
      action="/events"
      aria-label={i18n._('Find events')}
      className="space-y-4 self-start rounded-2xl border border-line bg-paper p-5 shadow-soft"
    >
      <fieldset className={group}>
        <legend className="mb-2 text-sm font-semibold tracking-wide text-ink uppercase">
          {i18n._('Near')}
        </legend>
        <div className="flex gap-2">
          <div className="min-w-0 flex-1">
            <label htmlFor="events-zip" className="sr-only">
              {i18n._('ZIP code')}
            </label>
            <Input
              id="events-zip"
              name="zip"
              defaultValue={value('zip')}
              inputMode="numeric"
              pattern="[0-9]{5}"
              maxLength={5}
              placeholder={i18n._('ZIP code')}
              autoComplete="postal-code"
              {...invalid('zip')}
            />
          </div>
          <label htmlFor="events-radius" className="sr-only">
            {i18n._('Within')}
          </label>
          <Select id="events-radius" name="radius" defaultValue={value('radius') || '25'} className="w-28">
            {RADIUS_MILES.map((miles) => (
              <option key={miles} value={miles}>
                {i18n._('{miles} mi', { miles })}
              </option>
            ))}
          </Select>
        </div>
        {error('zip')}
      </fieldset>
      <fieldset className={group}>
        <legend className="mb-2 text-sm font-semibold tracking-wide text-ink uppercase">
          {i18n._('Or in')}
        </legend>
        <label htmlFor="events-state" className={label}>
          {i18n._('State')}
        </label>
        <Select id="events-state" name="state" defaultValue={state} {...invalid('state')}>
          <option value="">{i18n._('Any live state')}</option>
          {live.map((s) => (
            <option key={s.slug} value={s.slug}>
              {s.name}
            </option>
          ))}
        </Select>
        {error('state')}
        {regions?.regions.length ? (
          <>
            <label htmlFor="events-region" className={label}>
              {i18n._('Region')}
            </label>
            <Select id="events-region" name="region" defaultValue={value('region')} {...invalid('region')}>
              <option value="">{i18n._('All of {state}', { state: regions.state.name })}</option>
              {regions.regions.map((r) => (
                <option key={r.slug} value={r.slug}>
                  {r.name}
                </option>
              ))}
            </Select>
            {error('region')}
          </>
        ) : null}
      </fieldset>
      <fieldset className={group}>
        <legend className="mb-2 text-sm font-semibold tracking-wide text-ink uppercase">
          {i18n._('When')}
        </legend>
        <div className="grid gap-1.5">
          {EVENT_WHENS.map((w) => (
            <label key={w} className="flex items-center gap-2 text-ink">
              <input
                type="radio"
                name="when"
                value={w}
                defaultChecked={when === w}
                className="size-4 accent-primary"
              />
              {i18n._(EVENT_WHEN_LABELS[w])}
            </label>
          ))}
          <label className="flex items-center gap-2 text-ink">
            <input
              type="radio"
              name="when"
              value=""
              defaultChecked={when === ''}
              className="size-4 accent-primary"
            />
            {i18n._('These dates')}
          </label>
        </div>
        <div className="grid grid-cols-2 gap-2">
          <div>
            <label htmlFor="events-from" className="text-xs font-medium text-ink-soft">
              {i18n._('From')}
            </label>
            <Input
              id="events-from"
              type="date"
              name="from"
              defaultValue={value('from')}
              {...invalid('from')}
            />
          </div>
          <div>
            <label htmlFor="events-to" className="text-xs font-medium text-ink-soft">
              {i18n._('To')}
            </label>
            <Input id="events-to" type="date" name="to" defaultValue={value('to')} {...invalid('to')} />
          </div>
        </div>
        {error('when')}
        {error('from')}
        {error('to')}
      </fieldset>
      <fieldset className={group}>
        <legend className="mb-2 text-sm font-semibold tracking-wide text-ink uppercase">
          {i18n._('Businesses')}
        </legend>
        <label htmlFor="events-category" className={label}>
          {i18n._('Category')}
        </label>
        <Select id="events-category" name="category" defaultValue={value('category')}>
          <option value="">{i18n._('Any category')}</option>
          {CATEGORIES.map((c) => (
            <option key={c.slug} value={c.slug}>
              {i18n._(c.name)}
            </option>
          ))}
        </Select>
        <label htmlFor="events-identity" className={label}>
          {i18n._('Run by')}
        </label>
        <Select id="events-identity" name="identity" defaultValue={value('identity')}>
          <option value="">{i18n._('Anyone')}</option>
          {IDENTITY_TAGS.map((t) => (
            <option key={t.slug} value={t.slug}>
              {i18n._(t.name)}
            </option>
          ))}
        </Select>
      </fieldset>
      {view === 'map' ? <input type="hidden" name="view" value="map" /> : null}
      <Button type="submit" className="w-full">
        {i18n._('Show events')}
      </Button>
    </Form>
  );
}
