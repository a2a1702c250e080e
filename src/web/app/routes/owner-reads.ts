// What /profile and /dashboard show, read by their loaders with the way to the API the route is
// given: the server's render calls the app itself as the visitor, so these pages arrive drawn for
// their visitor alone (never shared: a page that follows the session is not kept, page-memo.ts).
// The same query keys as the pages' own hooks, so hydrating fetches nothing twice.
import type { QueryClient } from '@tanstack/react-query';
import { digestQueryOptions } from '../../api/get-digest.ts';
import { meQueryOptions } from '../../api/get-me.ts';
import { myAlertsQueryOptions } from '../../api/get-my-alerts.ts';
import { myBusinessesQueryOptions } from '../../api/get-my-businesses.ts';
import { favoritesQueryOptions } from '../../features/dashboard/api/get-favorites.ts';
import { type ApiTransport, api } from '../../lib/api.ts';

type Read = (client: QueryClient, transport: ApiTransport) => Promise<unknown>;

export const readMyBusinesses: Read = (client, transport) =>
  client.ensureQueryData({
    ...myBusinessesQueryOptions,
    queryFn: async () => (await api('GET /api/me/businesses', { transport })).items,
  });

export const readMe: Read = (client, transport) =>
  client.ensureQueryData({ ...meQueryOptions, queryFn: () => api('GET /api/me', { transport }) });

export const readFavorites: Read = (client, transport) =>
  client.ensureQueryData({
    ...favoritesQueryOptions,
    queryFn: async () => (await api('GET /api/me/favorites', { transport })).items,
  });

export const readAlerts: Read = (client, transport) =>
  client.ensureQueryData({
    ...myAlertsQueryOptions,
    queryFn: () => api('GET /api/me/alerts', { transport }),
  });

export const readDigest: Read = (client, transport) =>
  client.ensureQueryData({ ...digestQueryOptions, queryFn: () => api('GET /api/me/digest', { transport }) });
