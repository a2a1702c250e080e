// POST /api/businesses: the wizard's step 1 creates the business (at most three per account).
import { api } from '../../../lib/api-client.ts';

export const createBusiness = (businessType: 'shop' | 'service') =>
  api('POST /api/businesses', { body: { businessType } });
