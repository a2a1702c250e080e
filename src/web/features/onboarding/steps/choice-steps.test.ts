import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { STEP_TITLES } from '#shared/schemas/steps/index.ts';
import type { ChoiceStepSpec } from './choice-step.tsx';
import { step2Spec } from './step-2-categories.tsx';
import { step10Spec } from './step-10-offerings.tsx';
import { step11Spec } from './step-11-identities.tsx';
import { step12Spec } from './step-12-structure.tsx';

const data = {
  businessType: 'shop',
  businessCategories: [],
  businessOffering: [],
  businessIdentities: [],
  businessStructure: null,
} as const;
const specs = [step2Spec, step10Spec, step11Spec, step12Spec] as unknown as ChoiceStepSpec<typeof data>[];

describe.each(specs.map((s) => [s.step, s] as const))('choice step %i', (_step, spec) => {
  it('saves a field its schema declares, under the step title', () => {
    expect(STEP_TITLES[spec.step]).toBeTruthy();
    expect(Object.keys((spec.schema as z.ZodObject).shape)).toEqual([spec.field]);
  });

  it('offers options the schema accepts, up to its limit and no further', () => {
    const options = spec.groups(data).flatMap((g) => g.options.map((o) => o.slug));
    const pick = options.slice(0, spec.max);
    const body = { [spec.field]: spec.max === 1 ? pick[0] : pick };
    expect(spec.schema.safeParse(body).success).toBe(true);
    if (spec.max > 1)
      expect(spec.schema.safeParse({ [spec.field]: options.slice(0, spec.max + 1) }).success).toBe(false);
  });

  it('an empty choice is refused with the step message', () => {
    const empty = spec.max === 1 ? {} : { [spec.field]: [] };
    expect(spec.schema.safeParse(empty).success).toBe(false);
  });
});
