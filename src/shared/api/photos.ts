// Owner photo, logo and product photos of a business: multipart uploads, removal and order.
import { z } from 'zod';
import { text } from '../schemas/text.ts';
import { endpoint, errorResponse, nullableText, segment } from './endpoint.ts';

/** How many product photos a business keeps. */
export const MAX_PRODUCT_PHOTOS = 10;

export const businessPhotos = z
  .strictObject({
    ownerPhotoUrl: nullableText(),
    businessLogoUrl: nullableText(),
    productPhotos: z.array(text()).max(MAX_PRODUCT_PHOTOS),
  })
  .meta({ id: 'BusinessPhotos' });

export const photoUrlBody = z.strictObject({ url: text().min(1).max(2048) });
export const photoOrderBody = z.strictObject({
  urls: z.array(text().min(1).max(2048)).max(MAX_PRODUCT_PHOTOS),
});

const params = z.object({ id: segment() });
const base = '/api/businesses/:id/photos';
const tag = 'Photos';
const owned = { 401: errorResponse, 403: errorResponse, 404: errorResponse };
const upload = {
  400: errorResponse,
  409: errorResponse,
  413: errorResponse,
  415: errorResponse,
  429: errorResponse,
};
const single = (which: 'owner' | 'logo', label: string) =>
  [
    endpoint({
      method: 'PUT',
      path: `${base}/${which}`,
      summary: `Uploads the ${label} (409 while one is set: remove it first)`,
      tag,
      auth: 'owner',
      params,
      body: z.strictObject({ file: z.file() }),
      bodyType: 'multipart',
      responses: { 200: businessPhotos, ...owned, ...upload },
    }),
    endpoint({
      method: 'DELETE',
      path: `${base}/${which}`,
      summary: `Removes the ${label}`,
      tag,
      auth: 'owner',
      params,
      responses: { 200: businessPhotos, ...owned, 409: errorResponse },
    }),
  ] as const;

export const photoEndpoints = [
  endpoint({
    method: 'GET',
    path: base,
    summary: 'The business’s photos',
    tag,
    auth: 'owner',
    params,
    responses: { 200: businessPhotos, ...owned },
  }),
  ...single('owner', 'owner photo'),
  ...single('logo', 'logo'),
  endpoint({
    method: 'POST',
    path: `${base}/products`,
    summary: `Adds product photos (several \`files\`); beyond ${MAX_PRODUCT_PHOTOS} they are dropped`,
    tag,
    auth: 'owner',
    params,
    body: z.strictObject({ files: z.array(z.file()) }),
    bodyType: 'multipart',
    responses: {
      200: businessPhotos.extend({ dropped: z.number().int().min(0) }),
      ...owned,
      ...upload,
    },
  }),
  endpoint({
    method: 'DELETE',
    path: `${base}/products`,
    summary: 'Removes one product photo',
    tag,
    auth: 'owner',
    params,
    body: photoUrlBody,
    responses: { 200: businessPhotos, ...owned, 400: errorResponse, 409: errorResponse },
  }),
  endpoint({
    method: 'PUT',
    path: `${base}/products/order`,
    summary: 'Reorders the product photos (a permutation of the current ones)',
    tag,
    auth: 'owner',
    params,
    body: photoOrderBody,
    responses: { 200: businessPhotos, ...owned, 400: errorResponse, 409: errorResponse },
  }),
] as const;
