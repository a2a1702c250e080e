// The deployment's public settings (support mailbox and link) for the web app: served at
// GET /api/config and inlined into index.html so pages need no extra request.

import { jsonBlock } from '#shared/html/script-json.ts';
import { PUBLIC_CONFIG_ELEMENT_ID, type PublicConfig } from '#shared/types/public-config.ts';
import type { Env } from '../../env.ts';

export function publicConfig(env: Pick<Env, 'SUPPORT_EMAIL' | 'SUPPORT_URL'>): PublicConfig {
  return { supportEmail: env.SUPPORT_EMAIL, supportUrl: env.SUPPORT_URL ?? null };
}

/** Adds the config as a non-executable JSON block before </head> (allowed by the CSP). */
export function injectPublicConfig(html: string, config: PublicConfig): string {
  const block = jsonBlock(PUBLIC_CONFIG_ELEMENT_ID, config);
  return html.replace('</head>', () => `    ${block}\n  </head>`);
}

/** Wraps an index.html loader so every HTML answer carries the config. */
export function withPublicConfig(load: () => Promise<string>, config: PublicConfig): () => Promise<string> {
  let source: string | undefined;
  let injected = '';
  return async () => {
    const html = await load();
    if (html !== source) {
      source = html;
      injected = injectPublicConfig(html, config);
    }
    return injected;
  };
}
