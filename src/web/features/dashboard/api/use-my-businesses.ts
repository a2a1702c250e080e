// The owner's businesses for the dashboard tiles: the app's one query for them.
export { type MyBusiness, myBusinessesQueryOptions, useMyBusinesses } from '../../../lib/my-businesses.ts';
