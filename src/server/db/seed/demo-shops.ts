// Hand-written demo shops (business_type 'shop', Retail categories): the data is in
// demo-shops.json, in the shape of DemoBusiness without its type.
import data from './demo-shops.json' with { type: 'json' };
import type { DemoBusiness } from './demo-types.ts';

export const DEMO_SHOPS: DemoBusiness[] = (data as Omit<DemoBusiness, 'type'>[]).map((s) => ({
  ...s,
  type: 'shop',
}));
