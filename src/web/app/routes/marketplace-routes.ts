// Public marketplace: explore, market, search, business pages, static pages, waitlist.
import type { RouteObject } from 'react-router';

export const marketplacePublicRoutes: RouteObject[] = [
  {
    id: 'explore',
    path: 'explore-businesses',
    lazy: () => import('./explore.tsx').then((m) => ({ Component: m.ExploreRoute })),
  },
  {
    id: 'market',
    path: 'market',
    lazy: () => import('./market.tsx').then((m) => ({ Component: m.MarketRoute })),
  },
  {
    id: 'search',
    path: 'search',
    lazy: () => import('./search.tsx').then((m) => ({ Component: m.SearchRoute })),
  },
  {
    id: 'business',
    path: 'business/:username',
    lazy: () => import('./business.tsx').then((m) => ({ Component: m.BusinessRoute })),
  },
  {
    id: 'business-report',
    path: 'business/:username/report',
    lazy: () =>
      import('./business-report.tsx').then((m) => ({
        Component: m.ReportBusinessPage,
        action: m.reportAction,
      })),
  },
  { path: 'about', lazy: () => import('./about.tsx').then((m) => ({ Component: m.AboutRoute })) },
  { path: 'terms', lazy: () => import('./terms.tsx').then((m) => ({ Component: m.TermsRoute })) },
  { path: 'privacy', lazy: () => import('./privacy.tsx').then((m) => ({ Component: m.PrivacyRoute })) },
  { path: 'support', lazy: () => import('./support.tsx').then((m) => ({ Component: m.SupportRoute })) },
  { path: 'contact', lazy: () => import('./contact.tsx').then((m) => ({ Component: m.ContactRoute })) },
  {
    path: 'waitlist',
    lazy: () =>
      import('./waitlist.tsx').then((m) => ({ Component: m.WaitlistRoute, action: m.waitlistAction })),
  },
  {
    path: 'waitlist/confirm',
    lazy: () => import('./waitlist-confirm.tsx').then((m) => ({ Component: m.WaitlistConfirmRoute })),
  },
  {
    path: 'unsubscribe',
    lazy: () => import('./unsubscribe.tsx').then((m) => ({ Component: m.UnsubscribeRoute })),
  },
];
