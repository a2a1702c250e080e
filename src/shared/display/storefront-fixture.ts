// One storefront address for the tests on both sides (a real-looking Los Angeles studio).
export const SUNSET_STUDIO = {
  hasStorefront: true,
  storefrontStreet: '2314 W Sunset Blvd',
  storefrontSuite: 'Studio 4',
  storefrontCity: 'Los Angeles',
  storefrontState: 'California',
  storefrontZipCode: '90026',
};
