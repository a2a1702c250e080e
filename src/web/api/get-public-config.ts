// GET /api/config: the deployment's support mailbox and link (SUPPORT_EMAIL, SUPPORT_URL), read
// from the JSON block the server inlines into index.html, or asked when the page came from the
// Vite dev server.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PUBLIC_CONFIG_ELEMENT_ID, type PublicConfig } from '#shared/types/public-config.ts';
import { api } from '../lib/api.ts';
import { queryKeys } from '../lib/query-keys.ts';

const isConfig = (value: unknown): value is PublicConfig => {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.supportEmail === 'string' && (v.supportUrl === null || typeof v.supportUrl === 'string');
};

/** The config inlined into this page, or undefined (dev server, tests). */
export function inlinedPublicConfig(doc?: Document): PublicConfig | undefined {
  if (!doc && typeof document === 'undefined') return undefined;
  try {
    const parsed: unknown = JSON.parse(
      (doc ?? document).getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.textContent ?? 'null',
    );
    return isConfig(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export const publicConfigQueryOptions = queryOptions({
  queryKey: queryKeys.publicConfig,
  queryFn: (): Promise<PublicConfig> => api('GET /api/config'),
  initialData: () => inlinedPublicConfig(),
  staleTime: Number.POSITIVE_INFINITY,
});

/** The config, or undefined for the moment it takes to fetch when it was not inlined. */
export function usePublicConfig(): PublicConfig | undefined {
  return useQuery(publicConfigQueryOptions).data;
}
