// Accounts (issue 3): sign-in, sign-up, confirmation, recovery, profile, settings, deletion.
import type { RouteObject } from 'react-router';

export const accountsPublicRoutes: RouteObject[] = [
  { path: 'auth', lazy: () => import('./auth.tsx').then((m) => ({ Component: m.AuthPage })) },
];

export const accountsSessionRoutes: RouteObject[] = [
  { path: 'profile', lazy: () => import('./profile.tsx').then((m) => ({ Component: m.ProfilePage })) },
];
