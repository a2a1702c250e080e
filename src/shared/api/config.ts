// The deployment's public settings (GET /api/config, also inlined in every page).
import { z } from 'zod';
import { text } from '../schemas/text.ts';
import { endpoint, nullableText } from './endpoint.ts';

export const publicConfig = z
  .strictObject({
    supportEmail: text().describe('The support mailbox (SUPPORT_EMAIL).'),
    supportUrl: nullableText().describe(
      'The nav bar’s external support link (SUPPORT_URL); null: the app’s own /support page.',
    ),
  })
  .meta({ id: 'PublicConfig' });

export const configEndpoints = [
  endpoint({
    method: 'GET',
    path: '/api/config',
    summary: 'Support mailbox and link (cached 5 minutes)',
    tag: 'Config',
    responses: { 200: publicConfig },
  }),
] as const;
