// The storefront address (step 7 "Yes, come visit") as the business page, its preview and the
// page's structured data show it. Home-based businesses have none: they show their town only.
import { stateName } from '../catalogues/states.ts';

export interface StorefrontAddress {
  street: string;
  suite: string | null;
  city: string;
  state: string;
  zipCode: string;
}

export interface StorefrontFields {
  hasStorefront: boolean | null;
  storefrontStreet: string | null;
  storefrontSuite: string | null;
  storefrontCity: string | null;
  storefrontState: string | null;
  storefrontZipCode: string | null;
}

/** The address when the owner welcomes visitors and gave one, else null. */
export function storefrontOf(f: StorefrontFields): StorefrontAddress | null {
  const street = f.storefrontStreet?.trim();
  const city = f.storefrontCity?.trim();
  const state = f.storefrontState?.trim();
  const zipCode = f.storefrontZipCode?.trim();
  if (!f.hasStorefront || !street || !city || !state || !zipCode) return null;
  // Written by name as every other screen writes it, even if an API caller stored 'CA'.
  return { street, suite: f.storefrontSuite?.trim() || null, city, state: stateName(state), zipCode };
}

/** Two lines as an envelope reads: '2314 W Sunset Blvd, Studio 4' and 'Los Angeles, California 90026'. */
export function addressLines(a: StorefrontAddress): [string, string] {
  return [a.suite ? `${a.street}, ${a.suite}` : a.street, `${a.city}, ${a.state} ${a.zipCode}`];
}

/**
 * A plain maps search for the address: a link, no map script or key on our page. The suite is left
 * out of the query (map searches find the building, and a suite can confuse them).
 */
export function directionsUrl(a: StorefrontAddress): string {
  const query = `${a.street}, ${a.city}, ${a.state} ${a.zipCode}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
