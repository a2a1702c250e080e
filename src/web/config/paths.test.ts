import { describe, expect, it } from 'vitest';
import { parseAuthMode, paths, safeRedirect } from './paths.ts';

describe('paths', () => {
  it('builds the URLs the spec names', () => {
    expect(paths.auth('signup')).toBe('/auth?mode=signup');
    expect(paths.auth()).toBe('/auth?mode=login');
    expect(paths.auth('login', '/dashboard?tab=x')).toBe('/auth?mode=login&redirect=%2Fdashboard%3Ftab%3Dx');
    expect(paths.market('california')).toBe('/market?state=california');
    expect(paths.market('california', 'Bay Area')).toBe('/market?state=california&region=Bay+Area');
    expect(paths.business('maya.makes')).toBe('/business/maya.makes');
    expect(paths.onboarding()).toBe('/onboarding');
    expect(paths.onboarding(3)).toBe('/onboarding/3');
    expect(paths.businessEdit('b1', 4)).toBe('/dashboard/business/b1/edit/4');
    expect(paths.businessEdit('b1')).toBe('/dashboard/business/b1/edit');
  });

  it('reads the auth mode: signup, else login (signin is login)', () => {
    expect(parseAuthMode('signup')).toBe('signup');
    expect(parseAuthMode('signin')).toBe('login');
    expect(parseAuthMode(null)).toBe('login');
  });

  it('only follows same-app redirects', () => {
    expect(safeRedirect('/dashboard')).toBe('/dashboard');
    expect(safeRedirect('//evil.example')).toBe('/profile');
    expect(safeRedirect('/\\evil.example')).toBe('/profile');
    expect(safeRedirect('https://evil.example')).toBe('/profile');
    expect(safeRedirect(null, '/')).toBe('/');
  });
});
