import { describe, expect, it } from 'vitest';
import { connectLinks } from './connect-links.ts';

describe('connectLinks (docs/product.md §4.4)', () => {
  it('builds working links for every field present, in order', () => {
    const links = connectLinks({
      businessEmail: 'hello@maple.test',
      instagramUrl: '@maple.candles',
      tiktokUrl: 'maplecandles',
      facebookUrl: 'https://www.facebook.com/maplecandles/',
      websiteUrl: 'www.maplecandles.com',
    });
    expect(links.map((l) => [l.kind, l.href, l.text])).toEqual([
      ['email', 'mailto:hello@maple.test', 'hello@maple.test'],
      ['instagram', 'https://instagram.com/maple.candles', '@maple.candles'],
      ['tiktok', 'https://tiktok.com/@maplecandles', '@maplecandles'],
      ['facebook', 'https://www.facebook.com/maplecandles', 'www.facebook.com/maplecandles'],
      ['website', 'https://www.maplecandles.com', 'maplecandles.com'],
    ]);
  });

  it('adds https:// to bare paths and domains', () => {
    const links = connectLinks({ facebookUrl: 'facebook.com/shop', websiteUrl: 'shop.example' });
    expect(links.map((l) => l.href)).toEqual(['https://facebook.com/shop', 'https://shop.example']);
  });

  it('skips empty and missing fields', () => {
    expect(connectLinks({ businessEmail: '  ', instagramUrl: null, tiktokUrl: '@' })).toEqual([]);
  });
});
