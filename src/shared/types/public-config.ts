/** What the web app needs to know about this deployment (GET /api/config, also inlined in index.html). */
export interface PublicConfig {
  /** The support mailbox (SUPPORT_EMAIL). */
  supportEmail: string;
  /** The nav bar's external support link (SUPPORT_URL); null: the app's own /support page. */
  supportUrl: string | null;
}

/** The id of the JSON block in index.html that carries the PublicConfig. */
export const PUBLIC_CONFIG_ELEMENT_ID = 'public-config';
