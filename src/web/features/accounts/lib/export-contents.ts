// What the settings say "Download my data" holds: one phrase per part of the file
// (src/shared/api/data-export.ts, docs/product.md A17), so a part added to the file does not
// type-check until the text names it.
import type { accountExport } from '#shared/api/data-export.ts';

type ExportPart = Exclude<keyof (typeof accountExport)['shape'], 'exportedAt'>;

/** In the order the text names them; `null`: named by another part's phrase. */
const PHRASES: Record<ExportPart, string | null> = {
  account: 'your account and how you sign in',
  sessions: 'signed-in devices',
  favorites: 'favourites',
  businesses:
    'your businesses (every step, pricing, opening hours, photos’ links, page views, posts, and neighbours’ notes with your answers)',
  recommendations: 'your recommendations with the owners’ answers',
  reports: 'reports you made',
  postReports: null,
  alerts: 'new-business alerts',
  digest: 'your email roundup setting',
  waitlist: 'waitlist entries',
};

const named = Object.values(PHRASES).filter((p): p is string => p !== null);

export const EXPORT_CONTENTS = `One file with everything we hold about you: ${named.slice(0, -1).join(', ')} and ${named.at(-1)}.`;
