// Public marketplace (issue 4): explore, market, business pages, static pages, waitlist.
import type { RouteObject } from 'react-router';

export const marketplacePublicRoutes: RouteObject[] = [];
