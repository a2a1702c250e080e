// The List-Unsubscribe addresses opened as links (docs/decisions/022, 025): a person's click is a
// GET, answered by a redirect to the page of that mail (one button that unsubscribes, no script
// needed). The same addresses take RFC 8058's one-click POST (updates.ts, alerts.ts, waitlist.ts).
import { z } from 'zod';
import { text } from '../schemas/text.ts';
import { endpoint, errorResponse } from './endpoint.ts';

/** Any token or none: a link cut short still lands on the page, which says it does not work. */
const pageQuery = z.object({ token: text().max(2000).optional().describe('The token from the email') });

const opened = <P extends string>(path: P, tag: string, mail: string) =>
  endpoint({
    method: 'GET',
    path,
    summary: `The ${mail} unsubscribe address opened in a browser: redirects to its page (one button, which unsubscribes)`,
    tag,
    query: pageQuery,
    responses: { 302: null, 400: errorResponse },
  });

export const unsubscribeEndpoints = [
  opened('/api/waitlist/unsubscribe', 'Waitlist', 'waitlist email’s'),
  opened('/api/digest/unsubscribe', 'Updates', 'roundup email’s'),
  opened('/api/alerts/unsubscribe', 'Alerts', 'alert email’s'),
] as const;
