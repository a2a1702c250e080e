import { describe, expect, it } from 'vitest';
import { BusinessProfileTabs } from '../components/business/business-profile-tabs.tsx';
import { OpenNowLine } from '../components/business/opening-hours.tsx';
import { ShareButton } from '../components/business/share-button.tsx';
import { MarketGrid } from '../features/marketplace/components/market-grid.tsx';
import { MoreNotes } from '../features/marketplace/components/more-notes.tsx';
import { RegionPills } from '../features/marketplace/components/region-pills.tsx';
import { SearchFilters } from '../features/search/components/search-filters.tsx';
import { SearchGrid } from '../features/search/components/search-grid.tsx';
import { SheetFilters } from '../features/search/components/sheet-filters.tsx';
import { ISLANDS, isIslandName } from './registry.ts';

describe('the islands registry', () => {
  it('loads, for each name, the component the server draws under it', async () => {
    const drawn: Record<keyof typeof ISLANDS, unknown> = {
      'market-grid': MarketGrid,
      'region-pills': RegionPills,
      'profile-tabs': BusinessProfileTabs,
      'open-now': OpenNowLine,
      share: ShareButton,
      'more-notes': MoreNotes,
      'search-filters': SearchFilters,
      'sheet-filters': SheetFilters,
      'search-grid': SearchGrid,
    };
    for (const name of Object.keys(ISLANDS) as (keyof typeof ISLANDS)[])
      expect(await ISLANDS[name](), name).toBe(drawn[name]);
  });

  it('knows its own names and nothing else', () => {
    expect(isIslandName('market-grid')).toBe(true);
    expect(isIslandName('toString')).toBe(false);
    expect(isIslandName(undefined)).toBe(false);
  });
});
