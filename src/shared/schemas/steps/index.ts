// One schema per wizard step (docs/product.md §6), used by the step's form and by the API that saves it.
import { step1Schema, step2Schema, step3Schema, step4Schema } from './step-1-to-4.ts';
import { step5Schema, step6Schema, step7Schema, step8Schema, step9Schema } from './step-5-to-9.ts';
import { photoStepSchema, step10Schema, step11Schema, step12Schema } from './step-10-to-15.ts';

export * from './messages.ts';
export * from './primary-contact.ts';
export * from './readiness.ts';
export * from './step-1-to-4.ts';
export * from './step-5-to-9.ts';
export * from './step-10-to-15.ts';
export * from './titles.ts';

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
