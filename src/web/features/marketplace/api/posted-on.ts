// What a business page's actions are handed (business-page-action.ts).
import type { QueryClient } from '@tanstack/react-query';
import type { ApiTransport } from '../../../lib/api.ts';
import type { InBrowser } from '../../../lib/route-context.ts';

/** The business page a form was posted on, and where its action runs. */
export interface PostedOn {
  username: string;
  /** The page's address. */
  page: string;
  transport: ApiTransport;
  /** The cache the page reads, brought up to date by the action. */
  client: QueryClient;
  browser: InBrowser | null;
}
