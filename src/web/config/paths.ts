// Every URL of the app in one place: link with these, never with string literals.

export type AuthMode = 'login' | 'signup';

// The support mailbox and the nav's support link are deployment settings (SUPPORT_EMAIL,
// SUPPORT_URL): read them with usePublicConfig() from api/get-public-config.ts.

const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

const segment = (value: string | number) => encodeURIComponent(String(value));

export const paths = {
  home: '/',
  explore: '/explore-businesses',
  market: (state: string, region?: string) => withQuery('/market', { state, region }),
  business: (username: string) => `/business/${segment(username)}`,
  /**
   * Reporting a business, or one of its posts or notes, as a page (the business page opens it as a
   * dialog once its script runs).
   */
  businessReport: (username: string, target: { post?: string; note?: string } = {}) =>
    withQuery(`/business/${segment(username)}/report`, target),
  search: (q?: string) => withQuery('/search', { q }),
  /** Coming events across businesses, in a state or region (docs/decisions/040). */
  events: (state?: string, region?: string) => withQuery('/events', { state, region }),
  /** `redirect` is where to go after signing in (a path within the app). */
  auth: (mode: AuthMode = 'login', redirect?: string) => withQuery('/auth', { mode, redirect }),
  about: '/about',
  terms: '/terms',
  openData: '/open-data',
  privacy: '/privacy',
  support: '/support',
  contact: '/contact',
  dashboard: '/dashboard',
  /** The posts of the person's favourites. */
  updates: '/dashboard/updates',
  profile: '/profile',
  onboarding: (step?: number) => (step === undefined ? '/onboarding' : `/onboarding/${step}`),
  outOfArea: '/out-of-area',
  accountSettings: '/account/settings',
  deleteAccount: '/delete-account',
  waitlist: '/waitlist',
  /** `zip`: the place to name, for a form sent without script (the script hands it in navigation state). */
  waitlistConfirm: (zip?: string) => withQuery('/waitlist/confirm', { zip }),
  /** After asking for an alert by email: the confirmation link is on its way. */
  alertCheckEmail: '/alerts/check-email',
  /** Where an alert's confirmation link lands (the server's ALERT_CONFIRMED_PAGE; `?invalid=1`). */
  alertConfirmed: '/alerts/confirmed',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  loginLink: '/login-link',
  confirmEmail: '/confirm-email',
  /** Where a confirmation link opened a second time lands (the server's CONFIRMATION_USED_PATH). */
  confirmationUsed: '/confirm-email/used',
  businessDashboard: (businessId: string) => `/dashboard/business/${segment(businessId)}`,
  businessEdit: (businessId: string, step?: number) =>
    `/dashboard/business/${segment(businessId)}/edit${step === undefined ? '' : `/${step}`}`,
  businessDelete: (businessId: string) => `/dashboard/business/${segment(businessId)}/delete`,
  businessPause: (businessId: string) => `/dashboard/business/${segment(businessId)}/pause`,
  businessHours: (businessId: string) => `/dashboard/business/${segment(businessId)}/hours`,
  businessPosts: (businessId: string) => `/dashboard/business/${segment(businessId)}/posts`,
  /** The operator console (404 for everyone but operators). */
  admin: '/admin',
  adminState: (slug: string) => `/admin/states/${segment(slug)}`,
  adminReports: '/admin/reports',
  adminRecommendations: '/admin/recommendations',
  adminAudit: '/admin/audit',
  /** The CSV download of a state's waitlist (an API answer, opened as a file). */
  adminWaitlistCsv: (slug: string) => `/api/admin/states/${segment(slug)}/waitlist.csv`,
} as const;

/** Reads `?mode=` of /auth: signup or login (login by default; `signin` is an alias, docs/product.md §18 D1). */
export function parseAuthMode(value: string | null): AuthMode {
  return value === 'signup' ? 'signup' : 'login';
}

/** Only same-app paths are safe redirect targets (no `//host` or absolute URLs). */
export function safeRedirect(value: string | null, fallback: string = paths.profile): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}
