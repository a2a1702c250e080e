// What a search's bad value says, field by field: the server's answer and the filter form's own
// message beside its field (kept apart from the schema, so the form does not bring zod).
import { english } from '../i18n/english.ts';
import { QUERY_MAX } from './search-limits.ts';

export const SEARCH_MSG = {
  query: english._(/*i18n*/ 'At most {max} characters.', { max: QUERY_MAX }),
  state: /*i18n*/ 'Unknown state.',
  region: /*i18n*/ 'Unknown region.',
  regionNeedsState: /*i18n*/ 'Choose a state first.',
  type: /*i18n*/ 'Choose shops or services.',
  category: /*i18n*/ 'Unknown category.',
  offering: /*i18n*/ 'Unknown offering.',
  structure: /*i18n*/ 'Unknown structure.',
  identity: /*i18n*/ 'Unknown identity tag.',
  ethos: /*i18n*/ 'Unknown ethos tag.',
  rate: /*i18n*/ 'Enter an amount such as 40 or 40.50.',
  rateOrder: /*i18n*/ 'The lowest rate must not be above the highest.',
  zip: /*i18n*/ 'Must be a valid ZIP code.',
  radius: /*i18n*/ 'Choose 5, 10, 25 or 50 miles.',
  radiusNeedsZip: /*i18n*/ 'Enter a ZIP code to search by distance.',
  open: /*i18n*/ 'Use open=1.',
  recommended: /*i18n*/ 'Use recommended=1.',
  cursor: /*i18n*/ 'Invalid cursor.',
  bbox: /*i18n*/ 'Invalid map area: use west,south,east,north in degrees.',
} as const;
