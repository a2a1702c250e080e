// The owner's full view of one business: the app's one query for GET /api/businesses/:id.
export {
  isNotFound,
  type OwnerBusiness,
  ownerBusinessQueryOptions,
  useOwnerBusiness,
} from '../../../lib/owner-business.ts';
