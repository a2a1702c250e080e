// One business as a CSV row (RFC 4180, the columns of OPEN_DATA_COLUMNS) and as a GeoJSON Feature
// (a Point at its ZIP code's centroid, the same properties but the coordinates).
import type { OpenBusiness } from '#shared/api/open-data.ts';
import { OPEN_DATA_HEADER } from '#shared/open-data/open-data.ts';
import { csvField } from '../../lib/csv.ts';

const LIST_SEPARATOR = ';';

const cell = (value: OpenBusiness[keyof OpenBusiness]): string =>
  csvField(Array.isArray(value) ? value.join(LIST_SEPARATOR) : value);

export const csvHeader = (): string => `${OPEN_DATA_HEADER.map((c) => csvField(c)).join(',')}\r\n`;

export const csvRow = (b: OpenBusiness): string => `${OPEN_DATA_HEADER.map((c) => cell(b[c])).join(',')}\r\n`;

export function geoFeature(b: OpenBusiness): string {
  const { longitude, latitude, ...properties } = b;
  const geometry =
    longitude === null || latitude === null ? null : { type: 'Point', coordinates: [longitude, latitude] };
  return JSON.stringify({ type: 'Feature', id: b.id, geometry, properties });
}
