import { LocateFixed } from 'lucide-react';
import { useState } from 'react';
import { RADIUS_MAX_MILES, RADIUS_MILES } from '#shared/search/search-limits.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { useFindNearestZip } from '../api/get-nearest-zip.ts';
import { FilterFieldset } from './filter-fieldset.tsx';

export interface NearMeFieldsProps {
  zip: string;
  radius: string;
  idPrefix: string;
  /** The ZIP field's own message ('Must be a valid ZIP code.'), or null. */
  error?: string | null;
  /** Called with the ZIP code of the browser's location (never stored). */
  onLocated: (zip: string) => void;
}

/** A ZIP code to sort by distance from, a radius, and "Use my location" (asked only on a press). */
export function NearMeFields({ zip, radius, idPrefix, error, onLocated }: NearMeFieldsProps) {
  const i18n = useI18n();
  const [status, setStatus] = useState<string | null>(null);
  const findNearestZip = useFindNearestZip();
  const locate = () => {
    if (!('geolocation' in navigator)) return setStatus(i18n._('Your browser cannot share its location.'));
    setStatus(i18n._('Finding your ZIP code…'));
    navigator.geolocation.getCurrentPosition(
      (position) => {
        findNearestZip(position.coords.latitude, position.coords.longitude)
          .then((found) => {
            setStatus(i18n._('Near {place}', { place: `${found.city}, ${found.state}` }));
            onLocated(found.zip);
          })
          .catch((err) =>
            setStatus(i18n._(errorMessage(err, /*i18n*/ 'Could not find a ZIP code near you.'))),
          );
      },
      () => setStatus(i18n._('Location is off: type a ZIP code instead.')),
      { maximumAge: 600_000, timeout: 10_000 },
    );
  };
  return (
    <FilterFieldset legend={i18n._('Near')}>
      <div className="flex gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={`${idPrefix}-zip`} className="sr-only">
            {i18n._('ZIP code')}
          </label>
          <Input
            id={`${idPrefix}-zip`}
            name="zip"
            defaultValue={zip}
            inputMode="numeric"
            pattern="[0-9]{5}"
            maxLength={5}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${idPrefix}-zip-error` : undefined}
            placeholder={i18n._('ZIP code')}
            autoComplete="postal-code"
          />
        </div>
        <div className="w-36 shrink-0">
          <label htmlFor={`${idPrefix}-radius`} className="sr-only">
            {i18n._('Distance')}
          </label>
          <Select id={`${idPrefix}-radius`} name="radius" defaultValue={radius || String(RADIUS_MAX_MILES)}>
            {RADIUS_MILES.map((miles) => (
              <option key={miles} value={miles}>
                {i18n._('{miles} mi', { miles })}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {error ? (
        <p id={`${idPrefix}-zip-error`} className="mt-1.5 text-sm font-medium text-danger">
          {/* The form's own message, or the server's: both are messages of the catalogs. */}
          {i18n._(error)}
        </p>
      ) : null}
      <Button type="button" variant="ghost" size="sm" className="mt-2 -ml-2" onClick={locate}>
        <LocateFixed aria-hidden="true" />
        {i18n._('Use my location')}
      </Button>
      <p role="status" className="min-h-5 text-sm text-ink-muted">
        {status}
      </p>
    </FilterFieldset>
  );
}
