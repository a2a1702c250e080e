// The fixed lists the forms choose from (src/shared/catalogues), served for other clients.
import { z } from 'zod';
import { text } from '../schemas/text.ts';
import { endpoint, errorResponse } from './endpoint.ts';

const entry = { slug: text(), name: text(), description: text() };
const category = z.strictObject({ ...entry, group: text(), type: z.enum(['Retail', 'Services']) });
const offering = z.strictObject({ ...entry, kind: z.enum(['service', 'shop', 'both']) });
const structure = z.strictObject(entry);
const tagEntry = z.strictObject({ ...entry, typeName: text(), group: z.enum(['ethos', 'identity']) });
const contactOption = text();

export const catalogues = z
  .strictObject({
    categories: z.array(category),
    offerings: z.array(offering),
    structures: z.array(structure),
    tags: z.array(tagEntry),
    'contact-options': z.array(contactOption),
  })
  .meta({ id: 'Catalogues' });

const tag = 'Catalogues';

export const catalogueEndpoints = [
  endpoint({
    method: 'GET',
    path: '/api/catalogues',
    summary: 'Every catalogue (cached an hour)',
    tag,
    responses: { 200: catalogues },
  }),
  endpoint({
    method: 'GET',
    path: '/api/catalogues/:name',
    summary: 'One catalogue: categories, offerings, structures, tags or contact-options',
    tag,
    params: z.object({ name: z.enum(['categories', 'offerings', 'structures', 'tags', 'contact-options']) }),
    responses: {
      200: z.strictObject({
        entries: z.union([
          z.array(category),
          z.array(offering),
          z.array(structure),
          z.array(tagEntry),
          z.array(contactOption),
        ]),
      }),
      404: errorResponse,
    },
  }),
] as const;
