// One schema per wizard step (spec §5), used by the step's form and by the API that saves it.
import { step1Schema, step2Schema, step3Schema, step4Schema } from './step-1-to-4.ts';
import { step5Schema, step6Schema, step7Schema, step8Schema, step9Schema } from './step-5-to-9.ts';
import { photoStepSchema, step10Schema, step11Schema, step12Schema } from './step-10-to-15.ts';

export * from './messages.ts';
export * from './step-1-to-4.ts';
export * from './step-5-to-9.ts';
export * from './step-10-to-15.ts';

export const TOTAL_STEPS = 15;

export const STEP_SCHEMAS = {
  1: step1Schema,
  2: step2Schema,
  3: step3Schema,
  4: step4Schema,
  5: step5Schema,
  6: step6Schema,
  7: step7Schema,
  8: step8Schema,
  9: step9Schema,
  10: step10Schema,
  11: step11Schema,
  12: step12Schema,
  13: photoStepSchema,
  14: photoStepSchema,
} as const;
export type SavableStep = keyof typeof STEP_SCHEMAS;

export const STEP_TITLES: Record<number, string> = {
  0: "Let's build your profile",
  1: 'Business Type',
  2: 'Business Categories',
  3: 'Business Information',
  4: 'Business Story',
  5: 'Business Contact',
  6: 'Customers Contact',
  7: 'Storefront Address',
  8: 'Mobile Service',
  9: 'Pricing',
  10: 'Business Offering',
  11: 'Business Identity',
  12: 'Business Structure',
  13: 'Business Photos',
  14: 'Business Product Photos',
  15: 'Summary',
};
