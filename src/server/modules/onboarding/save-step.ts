// Saves one wizard step: only that step's fields plus onboarding_step (docs/product.md §5.2, §18 D2).
// A save that leaves a public profile incomplete, or moves it to a state that is not live, hides it
// in the same statement, so it never shows on a public page in between.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { categoriesForBusinessType } from '#shared/catalogues/categories.ts';
import {
  missingSteps,
  primaryContactProblem,
  type SavableStep,
  STEP_MSG,
  STEP_SCHEMAS,
} from '#shared/schemas/steps/index.ts';
import type { Db } from '../../db/client.ts';
import { businessProfiles as bp, businessPricingItems, states, usZips } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { ApiError } from '../../lib/errors.ts';
import { invalid } from '../../lib/validate.ts';
import type { BusinessRow } from '../businesses/owned-business.ts';

export type StepResult = {
  onboardingStep: number;
  outOfArea?: { city: string; state: string };
  /** Set when this save took a public profile off the public pages. */
  unpublished?: true;
};

/** What each step's schema answers once it has validated a body. */
type StepInput = { [S in SavableStep]: z.output<(typeof STEP_SCHEMAS)[S]> };
/** STEP_SCHEMAS seen per step, so a step's schema and its handler are known to agree. */
const SCHEMAS: { [S in SavableStep]: z.ZodType<StepInput[S]> } = STEP_SCHEMAS;
type Values = Partial<typeof bp.$inferInsert>;
type Update = (values: Values, onboardingStep?: number, stateIsLive?: boolean) => Promise<StepResult>;

/** What a step's save is given: the business, and the write every step ends with. */
interface StepSave {
  db: Db;
  row: BusinessRow;
  update: Update;
}
type StepHandler<S extends SavableStep> = (save: StepSave, input: StepInput[S]) => Promise<StepResult>;

const fieldError = (status: 400 | 409, field: string, message: string) =>
  new ApiError(status, status === 409 ? 'conflict' : 'invalid_input', message, {
    fields: { [field]: message },
  });

/** Progress never moves backwards when an earlier step is edited again. */
const progress = (row: BusinessRow, step: number) => Math.max(row.onboardingStep, step);

/** Most steps store their fields as they are. */
const storeFields = ({ update }: StepSave, input: Values) => update(input);

/** A handler per step, each typed by its own schema. */
const STEP_HANDLERS: { [S in SavableStep]: StepHandler<S> } = {
  1: ({ row, update }, input) => {
    // Changing the type drops categories that belong to the other type.
    const allowed = new Set(categoriesForBusinessType(input.businessType).map((c) => c.slug));
    return update({
      businessType: input.businessType,
      businessCategories: row.businessCategories.filter((c) => allowed.has(c)),
    });
  },
  2: ({ row, update }, input) => {
    const allowed = new Set(categoriesForBusinessType(row.businessType).map((c) => c.slug));
    if (!input.businessCategories.every((c) => allowed.has(c)))
      throw fieldError(400, 'businessCategories', 'Choose categories that match your business type.');
    return update(input);
  },
  3: saveBusinessInfo,
  4: storeFields,
  5: storeFields,
  6: ({ row, update }, input) => {
    const option = input.primaryContact;
    const problem = primaryContactProblem(option, row);
    if (problem) throw fieldError(400, 'primaryContact', problem);
    // Email and website store the actual value; other options store the option name (docs/product.md §6.6).
    const value =
      option === 'Email' ? row.businessEmail : option === 'Business Website' ? row.websiteUrl : option;
    return update({ primaryContact: value });
  },
  7: storeFields,
  8: storeFields,
  9: savePricing,
  10: storeFields,
  11: storeFields,
  12: storeFields,
  13: storeFields,
  14: storeFields,
};

/** A wizard step's number (the path's `:step`, 1–14 by the contract). */
export const isSavableStep = (step: number): step is SavableStep => Object.hasOwn(STEP_HANDLERS, step);

export async function saveStep<S extends SavableStep>(
  db: Db,
  row: BusinessRow,
  step: S,
  body: unknown,
): Promise<StepResult> {
  const parsed = SCHEMAS[step].safeParse(body);
  if (!parsed.success) throw invalid(parsed.error);
  const update: Update = async (values, onboardingStep = progress(row, step), stateIsLive = true) => {
    const hide =
      row.isPublished && (!stateIsLive || missingSteps({ ...row, ...values } as BusinessRow).length > 0);
    await db
      .update(bp)
      .set({ ...values, onboardingStep, ...(hide ? { isPublished: false } : {}), updatedAt: new Date() })
      .where(eq(bp.businessId, row.businessId));
    return hide ? { onboardingStep, unpublished: true } : { onboardingStep };
  };
  const handler: StepHandler<S> = STEP_HANDLERS[step];
  return handler({ db, row, update }, parsed.data);
}

async function saveBusinessInfo(
  { db, row, update: updateRow }: StepSave,
  input: StepInput[3],
): Promise<StepResult> {
  // Two businesses can pass the "taken?" check below together; the unique index decides, and the
  // loser hears what the check would have said.
  const update: Update = (values, step, stateIsLive) =>
    updateRow(values, step, stateIsLive).catch((err) => {
      throw isUniqueViolation(err, 'bp_username_lower_uq')
        ? fieldError(409, 'businessUsername', STEP_MSG.usernameTaken)
        : err;
    });
  const username = input.businessUsername;
  const taken = await db
    .select({ id: bp.businessId })
    .from(bp)
    .where(
      and(eq(sql`lower(${bp.businessUsername})`, username.toLowerCase()), ne(bp.businessId, row.businessId)),
    )
    .limit(1);
  if (taken.length) throw fieldError(409, 'businessUsername', STEP_MSG.usernameTaken);
  const [place] = await db
    .select({ city: usZips.city, state: usZips.state, region: usZips.region, isLive: states.isLive })
    .from(usZips)
    .innerJoin(states, eq(states.name, usZips.state))
    .where(eq(usZips.zip, input.businessZipCode))
    .limit(1);
  if (!place) throw fieldError(400, 'businessZipCode', STEP_MSG.zipInvalid);
  const values = {
    ...input,
    businessCity: place.city,
    businessState: place.state,
    businessRegion: place.region,
  };
  if (!place.isLive) {
    // Saved, but the step does not advance: the owner is told their state isn't live yet.
    const result = await update(values, row.onboardingStep, false);
    return { ...result, outOfArea: { city: place.city, state: place.state } };
  }
  return update(values);
}

async function savePricing({ db, row }: StepSave, input: StepInput[9]): Promise<StepResult> {
  const onboardingStep = progress(row, 9);
  // Replace all items atomically: a failing row leaves the previous items in place.
  await db.transaction(async (tx) => {
    await tx.delete(businessPricingItems).where(eq(businessPricingItems.businessId, row.businessId));
    if (input.items.length)
      await tx.insert(businessPricingItems).values(
        input.items.map((item, position) => ({
          businessId: row.businessId,
          itemName: item.itemName,
          itemPrice: item.itemPrice,
          position,
        })),
      );
    await tx
      .update(bp)
      .set({ startingRate: input.startingRate, onboardingStep, updatedAt: new Date() })
      .where(eq(bp.businessId, row.businessId));
  });
  return { onboardingStep };
}
