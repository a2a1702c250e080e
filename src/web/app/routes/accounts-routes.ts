// Accounts (issue 3): sign-in, sign-up, confirmation, recovery, profile, settings, deletion.
import type { RouteObject } from 'react-router';
import { DRAWN_ON_SERVER } from './drawn-on-server.ts';

export const accountsPublicRoutes: RouteObject[] = [
  {
    path: 'auth',
    lazy: () => import('./auth.tsx'),
  },
  {
    path: 'confirm-email',
    lazy: () =>
      import('../../features/accounts/components/sign-in/confirm-email-page.tsx').then((m) => ({
        Component: m.ConfirmEmailPage,
      })),
  },
  {
    path: 'confirm-email/used',
    lazy: () => import('./confirmation-used.tsx').then((m) => ({ Component: m.ConfirmationUsedPage })),
  },
  {
    path: 'login-link',
    lazy: () => import('./login-link.tsx'),
  },
  {
    path: 'forgot-password',
    lazy: () => import('./forgot-password.tsx'),
  },
  {
    path: 'reset-password',
    lazy: () => import('./reset-password.tsx'),
  },
];

export const accountsSessionRoutes: RouteObject[] = [
  {
    path: 'profile',
    handle: DRAWN_ON_SERVER,
    lazy: () => import('./profile.tsx'),
  },
  {
    path: 'account/settings',
    lazy: () =>
      import('../../features/accounts/components/settings/account-settings-page.tsx').then((m) => ({
        Component: m.AccountSettingsPage,
      })),
  },
  {
    path: 'delete-account',
    lazy: () =>
      import('../../features/accounts/components/delete/delete-account-page.tsx').then((m) => ({
        Component: m.DeleteAccountPage,
      })),
  },
];
