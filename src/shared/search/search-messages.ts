// What a search's bad value says, field by field: the server's answer and the filter form's own
// message beside its field (kept apart from the schema, so the form does not bring zod).
import { QUERY_MAX } from './search-limits.ts';

export const SEARCH_MSG = {
  query: `At most ${QUERY_MAX} characters.`,
  state: 'Unknown state.',
  region: 'Unknown region.',
  regionNeedsState: 'Choose a state first.',
  type: 'Choose shops or services.',
  category: 'Unknown category.',
  offering: 'Unknown offering.',
  structure: 'Unknown structure.',
  identity: 'Unknown identity tag.',
  ethos: 'Unknown ethos tag.',
  rate: 'Enter an amount such as 40 or 40.50.',
  rateOrder: 'The lowest rate must not be above the highest.',
  zip: 'Must be a valid ZIP code.',
  radius: 'Choose 5, 10, 25 or 50 miles.',
  radiusNeedsZip: 'Enter a ZIP code to search by distance.',
  open: 'Use open=1.',
  recommended: 'Use recommended=1.',
  cursor: 'Invalid cursor.',
  bbox: 'Invalid map area: use west,south,east,north in degrees.',
} as const;
