// POST /api/businesses: the wizard's step 1 creates the business (at most three per account).
import { api } from '../../../lib/api.ts';

export const createBusiness = (businessType: 'shop' | 'service') =>
  api('POST /api/businesses', { body: { businessType } });
