// Hand-written demo services (business_type 'service', Services categories, with pricing): the data
// is in demo-services.json, in the shape of DemoBusiness without its type.
import data from './demo-services.json' with { type: 'json' };
import type { DemoBusiness } from './demo-types.ts';

export const DEMO_SERVICES: DemoBusiness[] = (data as Omit<DemoBusiness, 'type'>[]).map((s) => ({
  ...s,
  type: 'service',
}));
