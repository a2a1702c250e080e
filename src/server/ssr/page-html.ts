// Puts a rendered page into the built index.html: its head tags, the markup in #root, and the
// query cache as a JSON block the browser hydrates from.
import { documentTitle, NOT_FOUND_TITLE } from '#shared/display/page-meta.ts';
import { jsonBlockOf, PAGE_STATE_ELEMENT_ID } from '#shared/html/script-json.ts';
import { i18nFor } from '#shared/i18n/catalogs.ts';

// index.html marks the static shell's #root so it can be replaced whole.
const ROOT = /<!--root-->[\s\S]*<!--\/root-->/;

export function hasRootMarkers(html: string) {
  return ROOT.test(html);
}

/**
 * The page: the template with the app's markup in #root, and its data (script-safe JSON) after it
 * for the app to hydrate from. An islands page (docs/decisions/041-islands.md) has no app to feed:
 * #root says so, and each island carries its own props.
 */
export function pageHtml(
  template: string,
  markup: string,
  page: { stateJson: string; islands: boolean },
): string {
  const match = ROOT.exec(template)!;
  const root = page.islands
    ? `<div id="root" data-islands>${markup}</div>`
    : `<div id="root">${markup}</div>${jsonBlockOf(PAGE_STATE_ELEMENT_ID, page.stateJson)}`;
  return `${template.slice(0, match.index)}${root}${template.slice(match.index + match[0].length)}`;
}

/** A page that does not exist: its title says so (in the page's language), and search engines leave it out. */
export function notFoundHead(html: string) {
  const i18n = i18nFor(html.includes('<html lang="es"') ? 'es' : 'en');
  return html
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${documentTitle(i18n._(NOT_FOUND_TITLE))}</title>`)
    .replace('</head>', () => '    <meta name="robots" content="noindex">\n  </head>');
}

const PAGE_PRELOAD = /\s*<link [^>]*data-page="([^"]*)"[^>]*>/g;

/** Per template: the paths it has preloads for, and the template as each page gets it. */
const preloadVariants = new Map<string, { pages: Set<string>; byPage: Map<string, string> }>();

/** Preloads index.html makes for one page only (`data-page`) are left out of every other page. */
export function preloadsFor(html: string, path: string) {
  let variants = preloadVariants.get(html);
  if (!variants) {
    // One template at a time in production; a few while a test or dev server rebuilds.
    if (preloadVariants.size >= 4) preloadVariants.clear();
    const pages = new Set([...html.matchAll(PAGE_PRELOAD)].map((m) => m[1]));
    variants = { pages, byPage: new Map() };
    preloadVariants.set(html, variants);
  }
  // Every page with no preloads of its own gets the same text.
  const key = variants.pages.has(path) ? path : '';
  let text = variants.byPage.get(key);
  if (text === undefined) {
    text = html.replace(PAGE_PRELOAD, (tag, page: string) => (page === key ? tag : ''));
    variants.byPage.set(key, text);
  }
  return text;
}
