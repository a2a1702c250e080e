import { z } from 'zod';
import { PRIMARY_CONTACT_OPTIONS } from '../../catalogues/contact-options.ts';
import { stateName } from '../../catalogues/states.ts';
import { english } from '../../i18n/english.ts';
import { EMAIL_PATTERN } from '../fields.ts';
import { text } from '../text.ts';
import { STEP_MSG } from './messages.ts';

export const MOBILE_DESC_MAX = 60;
export const PRICING_ROWS_MAX = 20;

/** An optional text field: '' (or only spaces) is stored as null; otherwise it must match. */
const optional = (pattern: RegExp, message: string) =>
  text()
    .trim()
    .max(200, message)
    .transform((v) => (v === '' ? null : v))
    .refine((v) => v === null || pattern.test(v), message);

export const HANDLE_PATTERN = /^@?[A-Za-z0-9._]{1,30}$/;
export const FACEBOOK_PATTERN = /^(https?:\/\/)?(www\.)?facebook\.com\/[A-Za-z0-9.\-_]+\/?$/i;
export const WEBSITE_PATTERN = /^(https?:\/\/)?(www\.)?([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}\/?$/i;

export const step5Schema = z.strictObject({
  businessEmail: optional(EMAIL_PATTERN, STEP_MSG.email),
  instagramUrl: optional(HANDLE_PATTERN, STEP_MSG.handle),
  tiktokUrl: optional(HANDLE_PATTERN, STEP_MSG.handle),
  twitterUrl: optional(HANDLE_PATTERN, STEP_MSG.handle),
  facebookUrl: optional(FACEBOOK_PATTERN, STEP_MSG.facebook),
  websiteUrl: optional(WEBSITE_PATTERN, STEP_MSG.website),
});

export const step6Schema = z.strictObject({
  primaryContact: z.enum(PRIMARY_CONTACT_OPTIONS, { error: STEP_MSG.primaryContactRequired }),
});

const nullableText = (max: number) =>
  text()
    .trim()
    .max(max, english._(/*i18n*/ 'At most {max} characters.', { max }))
    .transform((v) => (v === '' ? null : v));

/** What step 7 stores when the owner does not welcome visitors: no address at all. */
export const NO_STOREFRONT = {
  hasStorefront: false,
  storefrontStreet: null,
  storefrontSuite: null,
  storefrontCity: null,
  storefrontState: null,
  storefrontZipCode: null,
} as const;

export const step7Schema = z
  .strictObject({
    hasStorefront: z.boolean({ error: STEP_MSG.storefrontRequired }),
    storefrontStreet: nullableText(200),
    storefrontSuite: nullableText(50),
    storefrontCity: nullableText(100),
    storefrontState: nullableText(50),
    storefrontZipCode: nullableText(5),
  })
  .superRefine((v, ctx) => {
    if (!v.hasStorefront) return;
    const required: [keyof typeof v, string][] = [
      ['storefrontStreet', /*i18n*/ 'Street'],
      ['storefrontCity', /*i18n*/ 'City'],
      ['storefrontState', /*i18n*/ 'State'],
    ];
    for (const [field, label] of required)
      if (!v[field]) ctx.addIssue({ code: 'custom', path: [field], message: STEP_MSG.fieldRequired(label) });
    if (!/^\d{5}$/.test(v.storefrontZipCode ?? ''))
      ctx.addIssue({ code: 'custom', path: ['storefrontZipCode'], message: STEP_MSG.zipFormat });
  })
  // 'No' clears and resets the address (docs/product.md §6.7).
  .transform((v) =>
    v.hasStorefront
      ? { ...v, storefrontState: v.storefrontState && stateName(v.storefrontState) }
      : NO_STOREFRONT,
  );

export const step8Schema = z
  .strictObject({
    hasMobileService: z.boolean({ error: STEP_MSG.mobileRequired }),
    mobileServiceDesc: text().trim().max(MOBILE_DESC_MAX, STEP_MSG.mobileDescMax),
  })
  .transform((v) => ({
    hasMobileService: v.hasMobileService,
    mobileServiceDesc: v.hasMobileService && v.mobileServiceDesc ? v.mobileServiceDesc : null,
  }));

export const PRICE_PATTERN = /^\d{1,8}(\.\d{1,2})?$/;

/** A price as people type it: '$28', '28', '28.5' and '1,200' all read as the number they mean. */
export const priceAsTyped = (value: string) =>
  value
    .trim()
    .replace(/^\$\s*/, '')
    .replace(/,(?=\d{3}\b)/g, '');

const pricingRow = z
  .strictObject({
    itemName: text().trim().max(80, /*i18n*/ 'At most 80 characters.'),
    itemPrice: text().transform(priceAsTyped),
  })
  .superRefine((row, ctx) => {
    if (!row.itemName && !row.itemPrice) return;
    if (!row.itemName)
      ctx.addIssue({ code: 'custom', path: ['itemName'], message: STEP_MSG.itemNameRequired });
    if (!row.itemPrice)
      ctx.addIssue({ code: 'custom', path: ['itemPrice'], message: STEP_MSG.itemPriceRequired });
    else if (!PRICE_PATTERN.test(row.itemPrice))
      ctx.addIssue({ code: 'custom', path: ['itemPrice'], message: STEP_MSG.itemPriceFormat });
  })
  // Stored with its two decimals: '28.5' → '28.50'.
  .transform((row) =>
    row.itemPrice && PRICE_PATTERN.test(row.itemPrice)
      ? { ...row, itemPrice: Number(row.itemPrice).toFixed(2) }
      : row,
  );

export const step9Schema = z.strictObject({
  startingRate: z.boolean(),
  items: z
    .array(pricingRow)
    .max(PRICING_ROWS_MAX, english._(/*i18n*/ 'At most {max} items.', { max: PRICING_ROWS_MAX }))
    // Fully empty rows are ignored (docs/product.md §6.9).
    .transform((rows) => rows.filter((r) => r.itemName || r.itemPrice)),
});
