// Shapes the API answers with, shared by server and web: inferred from the contract (src/shared/api).
import type { z } from 'zod';
import type { businessCard, businessType, marketPage, pricingItem, publicBusiness } from '../api/business.ts';

export type BusinessType = z.infer<typeof businessType>;
export type BusinessCard = z.infer<typeof businessCard>;
export type PricingItem = z.infer<typeof pricingItem>;
export type PublicBusiness = z.infer<typeof publicBusiness>;
export type MarketPage = z.infer<typeof marketPage>;
