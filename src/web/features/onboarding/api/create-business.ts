// POST /api/businesses: the wizard's step 1 creates the business (at most three per account).
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export type BusinessType = 'shop' | 'service';

export const createBusiness = (businessType: BusinessType) =>
  api('POST /api/businesses', { body: { businessType } });

export const useCreateBusiness = () => useMutation({ mutationFn: createBusiness });
