import { z } from 'zod';
import { OFFERING_SLUGS } from '../../catalogues/offerings.ts';
import { STRUCTURE_SLUGS } from '../../catalogues/structures.ts';
import { TAG_SLUGS } from '../../catalogues/tags.ts';
import { STEP_MSG } from './messages.ts';

const slugs = (list: readonly string[]) => list as unknown as [string, ...string[]];
const unique = (v: string[]) => new Set(v).size === v.length;

export const step10Schema = z.strictObject({
  businessOffering: z
    .array(z.enum(slugs(OFFERING_SLUGS), { error: /*i18n*/ 'Unknown offering.' }))
    .min(1, STEP_MSG.offeringsRequired)
    .max(3, STEP_MSG.offeringsMax)
    .refine(unique, /*i18n*/ 'Each offering once.'),
});

export const step11Schema = z.strictObject({
  businessIdentities: z
    .array(z.enum(slugs(TAG_SLUGS), { error: /*i18n*/ 'Unknown identity.' }))
    .min(1, STEP_MSG.identitiesRequired)
    .max(6, STEP_MSG.identitiesMax)
    .refine(unique, /*i18n*/ 'Each identity once.'),
});

export const step12Schema = z.strictObject({
  businessStructure: z.enum(slugs(STRUCTURE_SLUGS), { error: STEP_MSG.structureRequired }),
});

/** Steps 13 and 14 save their photos through the photo endpoints; saving the step records progress. */
export const photoStepSchema = z.strictObject({});

export const publishSchema = z.strictObject({
  publish: z.boolean(),
  acceptTerms: z.boolean().optional(),
});
