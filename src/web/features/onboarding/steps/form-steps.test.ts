import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { STEP_SCHEMAS, STEP_TITLES } from '#shared/schemas/steps/index.ts';
import { declaredNames, type FormStepSpec, initialValues } from './form-step-spec.ts';
import { step3Spec } from './step-3-info.tsx';
import { step4Spec } from './step-4-story.tsx';
import { step5Spec } from './step-5-contact.tsx';
import { step7Spec } from './step-7-storefront.tsx';
import { step8Spec } from './step-8-mobile.tsx';

/** The object a step schema validates, under any refinement or transform. */
const objectOf = (schema: z.ZodType): z.ZodObject =>
  schema instanceof z.ZodPipe ? objectOf(schema.in as z.ZodType) : (schema as z.ZodObject);

const specs: FormStepSpec[] = [step3Spec, step4Spec, step5Spec, step7Spec, step8Spec];

describe.each(specs.map((s) => [s.step, s] as const))('form step %i', (step, spec) => {
  it('is the step schema the server saves with, under the step title', () => {
    expect(STEP_TITLES[step]).toBeTruthy();
    expect(spec.schema).toBe(STEP_SCHEMAS[step as keyof typeof STEP_SCHEMAS]);
  });

  it('declares every field its schema saves, once, and nothing else', () => {
    const names = declaredNames(spec);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(Object.keys(objectOf(spec.schema).shape).sort());
  });

  it('starts empty text fields as empty and leaves an unanswered question unanswered', () => {
    const blank = Object.fromEntries(declaredNames(spec).map((n) => [n, null]));
    const values = initialValues(spec, blank);
    for (const f of spec.fields)
      if (f.kind === 'yesNo') expect(values).not.toHaveProperty(f.name);
      else expect(values[f.name]).toBe('');
  });
});

describe('initial values', () => {
  it('turn saved numbers into text and keep a saved answer', () => {
    expect(initialValues(step3Spec, { yearStarted: 2019, businessName: 'Rise' })).toMatchObject({
      yearStarted: '2019',
      businessName: 'Rise',
      ownerNames: '',
    });
    expect(initialValues(step8Spec, { hasMobileService: false, mobileServiceDesc: null })).toEqual({
      hasMobileService: false,
      mobileServiceDesc: '',
    });
  });

  it('pass the step schema once filled in the way a person would', () => {
    const filled = {
      ...initialValues(step3Spec, {}),
      businessName: 'Rise Bakery',
      ownerNames: 'Ada, Grace',
      businessUsername: 'rise.bakery',
      yearStarted: '2019',
      businessZipCode: '30301',
    };
    expect(step3Spec.schema.safeParse(filled).success).toBe(true);
    const storefront = { ...initialValues(step7Spec, {}), hasStorefront: false };
    expect(step7Spec.schema.safeParse(storefront).success).toBe(true);
  });
});
