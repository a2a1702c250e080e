import { describe, expect, it } from 'vitest';
import { navSection } from './nav-items.ts';

describe('the nav marks the current section', () => {
  it('keeps business pages, markets and searches under Market', () => {
    expect(navSection('/explore-businesses')).toBe('Market');
    expect(navSection('/market')).toBe('Market');
    expect(navSection('/business/slowwick')).toBe('Market');
    expect(navSection('/search')).toBe('Market');
    expect(navSection('/marketing')).toBeNull();
  });

  it('keeps the owner’s pages under Dashboard and the console under Admin', () => {
    expect(navSection('/dashboard/business/abc/edit/3')).toBe('Dashboard');
    expect(navSection('/profile')).toBe('Dashboard');
    expect(navSection('/onboarding/4')).toBe('Dashboard');
    expect(navSection('/admin/audit')).toBe('Admin');
    expect(navSection('/about')).toBe('About');
    expect(navSection('/events')).toBe('Events');
    expect(navSection('/')).toBeNull();
  });
});
