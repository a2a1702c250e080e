import type { z } from 'zod';
import type { publicConfig } from '../api/config.ts';

/** What the web app needs to know about this deployment (GET /api/config, also inlined in index.html). */
export type PublicConfig = z.infer<typeof publicConfig>;

/** The id of the JSON block in index.html that carries the PublicConfig. */
export const PUBLIC_CONFIG_ELEMENT_ID = 'public-config';
