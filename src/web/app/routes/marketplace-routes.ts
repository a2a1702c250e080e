// Public marketplace: explore, market, search, business pages, static pages, waitlist.
import type { RouteObject } from 'react-router';
import { ISLANDS_AS_A_LIST, ISLANDS_PAGE } from './drawn-on-server.ts';

export const marketplacePublicRoutes: RouteObject[] = [
  {
    id: 'explore',
    path: 'explore-businesses',
    lazy: () => import('./explore.tsx'),
  },
  {
    id: 'market',
    path: 'market',
    handle: ISLANDS_AS_A_LIST,
    lazy: () => import('./market.tsx'),
  },
  {
    id: 'search',
    path: 'search',
    handle: ISLANDS_AS_A_LIST,
    lazy: () => import('./search.tsx'),
  },
  {
    id: 'events',
    path: 'events',
    lazy: () => import('./events.tsx'),
  },
  {
    id: 'business',
    path: 'business/:username',
    handle: ISLANDS_PAGE,
    lazy: () => import('./business.tsx'),
  },
  {
    id: 'business-report',
    path: 'business/:username/report',
    lazy: () => import('./business-report.tsx'),
  },
  {
    path: 'about',
    lazy: () =>
      import('../../features/static-pages/components/about-page.tsx').then((m) => ({
        Component: m.AboutPage,
      })),
  },
  {
    path: 'terms',
    lazy: () =>
      import('../../features/static-pages/components/terms-page.tsx').then((m) => ({
        Component: m.TermsPage,
      })),
  },
  {
    path: 'privacy',
    lazy: () =>
      import('../../features/static-pages/components/privacy-page.tsx').then((m) => ({
        Component: m.PrivacyPage,
      })),
  },
  {
    path: 'support',
    lazy: () =>
      import('../../features/static-pages/components/support-page.tsx').then((m) => ({
        Component: m.SupportPage,
      })),
  },
  {
    path: 'contact',
    lazy: () =>
      import('../../features/static-pages/components/contact-page.tsx').then((m) => ({
        Component: m.ContactPage,
      })),
  },
  {
    id: 'open-data',
    path: 'open-data',
    lazy: () => import('./open-data.tsx'),
  },
  {
    path: 'waitlist',
    lazy: () => import('./waitlist.tsx'),
  },
  {
    path: 'waitlist/confirm',
    lazy: () => import('./waitlist-confirm.tsx'),
  },
  {
    path: 'alerts/check-email',
    lazy: () =>
      import('../../features/alerts/components/check-email-page.tsx').then((m) => ({
        Component: m.AlertCheckEmailPage,
      })),
  },
  {
    path: 'alerts/confirmed',
    lazy: () =>
      import('../../features/alerts/components/confirmed-page.tsx').then((m) => ({
        Component: m.AlertConfirmedPage,
      })),
  },
];
