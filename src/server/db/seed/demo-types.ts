// The shape of one hand-written demo business (the seed derives ids, zips, dates and images).
import type { PrimaryContactOption } from '#shared/catalogues/contact-options.ts';

export interface DemoBusiness {
  type: 'shop' | 'service';
  name: string;
  /** Comma-separated, as the wizard stores them; the first name owns the seed account. */
  owners: string;
  username: string;
  year: number;
  /** Two-letter state code and a real city in it: the zip, county and region come from us_zips. */
  state: string;
  city: string;
  /** Brand colour used for the logo and as an accent in the artwork. */
  brand: string;
  headline: string;
  /** A few warm sentences; `{city}` is replaced by the city the zip resolves to. */
  story: string;
  categories: string[];
  offerings: string[];
  identities: string[];
  structure: string;
  contact: PrimaryContactOption;
  instagram?: string;
  tiktok?: string;
  facebook?: string;
  /** A bare domain on a reserved TLD (.test / .example). */
  website?: string;
  storefront?: { street: string; suite?: string };
  mobile?: string;
  pricing?: [name: string, price: number][];
  startingRate?: boolean;
  /** How many product photos to draw (3–5). */
  photos: number;
}
