// The wizard and the owner's view of their businesses: create at step 1, read and save each step,
// publish or hide, check a business username.
import { z } from 'zod';
import { businessUsernameField, publishSchema, STEP_SCHEMAS, step1Schema } from '../schemas/steps/index.ts';
import { multilineText, text } from '../schemas/text.ts';
import { businessCard, businessType, contactFields, pricingItem, standing } from './business.ts';
import { endpoint, errorResponse, nullableText, segment, timestamp, uuid } from './endpoint.ts';
import { openingHours } from './hours.ts';
import { ownerModeration } from './moderation.ts';

/** Every stored field of a business, as its owner reads it. */
const businessFields = {
  businessId: uuid(),
  businessType,
  businessCategories: z.array(text()),
  businessName: nullableText(),
  ownerNames: nullableText(),
  businessUsername: nullableText(),
  yearStarted: z.number().int().nullable(),
  businessZipCode: nullableText(),
  businessCity: nullableText(),
  businessState: nullableText(),
  businessRegion: nullableText(),
  businessHeadline: nullableText(),
  ownerStory: multilineText().nullable(),
  ...contactFields,
  hasStorefront: z.boolean().nullable(),
  storefrontStreet: nullableText(),
  storefrontSuite: nullableText(),
  storefrontCity: nullableText(),
  storefrontState: nullableText(),
  storefrontZipCode: nullableText(),
  hasMobileService: z.boolean().nullable(),
  mobileServiceDesc: nullableText(),
  startingRate: z.boolean(),
  businessOffering: z.array(text()),
  businessIdentities: z.array(text()),
  businessStructure: nullableText(),
  ownerPhotoUrl: nullableText(),
  businessLogoUrl: nullableText(),
  productPhotos: z.array(text()),
  openingHours: openingHours.nullable(),
  onboardingStep: z.number().int(),
  isPublished: z.boolean(),
  termsAcceptedAt: timestamp().nullable(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
};

const missingSteps = z.array(z.number().int()).describe('Required wizard steps not yet complete.');

/** GET /api/businesses/:id: every field, with its pricing and what publishing still needs. */
export const ownerBusiness = z
  .strictObject({
    ...businessFields,
    imageUrl: nullableText(),
    pricing: z.array(pricingItem),
    timeZone: nullableText(),
    stateIsLive: z.boolean(),
    missingSteps,
    moderation: ownerModeration.nullable().describe('Set while the marketplace team hides the business.'),
    standing,
  })
  .meta({ id: 'OwnerBusiness' });

/** One of the caller's businesses in their list (dashboard, profile). */
export const myBusiness = businessCard
  .extend({
    isPublished: z.boolean(),
    onboardingStep: z.number().int(),
    businessLogoUrl: nullableText(),
    productPhotos: z.array(text()),
    missingSteps,
    stateIsLive: z.boolean(),
    standing,
  })
  .meta({ id: 'MyBusiness' });

/** A step's own fields (docs/product.md §5.6), with the business id and progress; step 9 adds `items`. */
export const stepFields = z
  .strictObject({
    ...z.object(businessFields).partial().shape,
    businessId: uuid(),
    onboardingStep: z.number().int(),
    items: z.array(pricingItem).optional(),
  })
  .meta({ id: 'StepFields' });

export const stepResult = z
  .strictObject({
    onboardingStep: z.number().int(),
    outOfArea: z
      .strictObject({ city: text(), state: text() })
      .optional()
      .describe('Saved, but the state is not live yet: the step does not advance.'),
    unpublished: z.literal(true).optional().describe('This save took a public profile off the public pages.'),
  })
  .meta({ id: 'StepResult' });

/** One of the step schemas: the one of the `step` in the path (STEP_SCHEMAS[step]). */
const stepBody = z
  .union([...new Set(Object.values(STEP_SCHEMAS))] as unknown as [z.ZodType, z.ZodType, ...z.ZodType[]])
  .describe('The fields of the step’s own schema (STEP_SCHEMAS[step] in src/shared/schemas/steps).');

/** The caller's own business keeps its name: `businessId` says which one is being renamed. */
export const availabilityQuery = z.strictObject({ businessId: z.uuid().optional() });
const idParam = z.object({ id: segment() });
const stepParam = z.object({ id: segment(), step: z.coerce.number().int().min(1).max(14) });
const tag = 'Onboarding';

export const onboardingEndpoints = [
  endpoint({
    method: 'GET',
    path: '/api/me/businesses',
    summary: 'The caller’s businesses, newest first',
    tag,
    auth: 'session',
    responses: { 200: z.strictObject({ items: z.array(myBusiness) }) },
  }),
  endpoint({
    method: 'POST',
    path: '/api/businesses',
    summary: 'Creates a business at step 1 (at most three per account)',
    tag,
    auth: 'session',
    body: step1Schema,
    responses: {
      201: z.strictObject({ businessId: uuid(), onboardingStep: z.number().int() }),
      409: errorResponse,
    },
  }),
  endpoint({
    method: 'GET',
    path: '/api/businesses/:id',
    summary: 'The owner’s full view of one business',
    tag,
    auth: 'owner',
    params: idParam,
    responses: { 200: ownerBusiness, 403: errorResponse, 404: errorResponse },
  }),
  endpoint({
    method: 'GET',
    path: '/api/businesses/:id/steps/:step',
    summary: 'One wizard step’s fields (steps 1–14)',
    tag,
    auth: 'owner',
    params: stepParam,
    responses: { 200: stepFields, 403: errorResponse, 404: errorResponse },
  }),
  endpoint({
    method: 'PUT',
    path: '/api/businesses/:id/steps/:step',
    summary: 'Saves one wizard step; the body is that step’s schema (src/shared/schemas/steps)',
    tag,
    auth: 'owner',
    params: stepParam,
    body: stepBody,
    responses: {
      200: stepResult,
      400: errorResponse,
      403: errorResponse,
      404: errorResponse,
      409: errorResponse,
    },
  }),
  endpoint({
    method: 'POST',
    path: '/api/businesses/:id/publish',
    summary:
      'Publishes or hides a business (422 while incomplete or out of a live state, 409 while the team hides it)',
    tag,
    auth: 'owner',
    params: idParam,
    body: publishSchema,
    responses: {
      200: z.strictObject({ isPublished: z.boolean() }),
      400: errorResponse,
      409: errorResponse,
      422: errorResponse,
    },
  }),
  endpoint({
    method: 'GET',
    path: '/api/business-usernames/:username/available',
    summary: 'Whether a business username is free (the caller’s own business’s current name counts as free)',
    tag,
    auth: 'session',
    params: z.object({ username: businessUsernameField }),
    query: availabilityQuery,
    responses: { 200: z.strictObject({ available: z.boolean() }), 429: errorResponse },
  }),
] as const;
