// Accounts (issue 3): sign-in, sign-up, confirmation, recovery, profile, settings, deletion.
import type { RouteObject } from 'react-router';

export const accountsPublicRoutes: RouteObject[] = [
  {
    path: 'auth',
    lazy: () => import('./auth.tsx').then((m) => ({ Component: m.AuthPage, action: m.authAction })),
  },
  {
    path: 'confirm-email',
    lazy: () => import('./confirm-email.tsx').then((m) => ({ Component: m.ConfirmEmailPage })),
  },
  {
    path: 'confirm-email/used',
    lazy: () => import('./confirmation-used.tsx').then((m) => ({ Component: m.ConfirmationUsedPage })),
  },
  {
    path: 'login-link',
    lazy: () =>
      import('./login-link.tsx').then((m) => ({ Component: m.LoginLinkPage, action: m.loginLinkAction })),
  },
  {
    path: 'forgot-password',
    lazy: () =>
      import('./forgot-password.tsx').then((m) => ({
        Component: m.ForgotPasswordPage,
        action: m.forgotPasswordAction,
      })),
  },
  {
    path: 'reset-password',
    lazy: () =>
      import('./reset-password.tsx').then((m) => ({
        Component: m.ResetPasswordPage,
        action: m.resetPasswordAction,
      })),
  },
];

export const accountsSessionRoutes: RouteObject[] = [
  { path: 'profile', lazy: () => import('./profile.tsx').then((m) => ({ Component: m.ProfilePage })) },
  {
    path: 'account/settings',
    lazy: () => import('./account-settings.tsx').then((m) => ({ Component: m.AccountSettingsPage })),
  },
  {
    path: 'delete-account',
    lazy: () => import('./delete-account.tsx').then((m) => ({ Component: m.DeleteAccountPage })),
  },
];
