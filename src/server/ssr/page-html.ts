// Puts a rendered page into the built index.html: its head tags, the markup in #root, and the
// query cache as a JSON block the browser hydrates from.
import { documentTitle, NOT_FOUND_TITLE } from '#shared/display/page-meta.ts';
import { jsonBlock, PAGE_STATE_ELEMENT_ID } from '#shared/html/script-json.ts';

// index.html marks the static shell's #root so it can be replaced whole.
const ROOT = /<!--root-->[\s\S]*<!--\/root-->/;

export function hasRootMarkers(html: string) {
  return ROOT.test(html);
}

/** The page as a stream: the template up to #root, the app's markup, then the rest with the data. */
export function pageStream(
  template: string,
  markup: ReadableStream<Uint8Array>,
  state: unknown,
): ReadableStream<Uint8Array> {
  const match = ROOT.exec(template)!;
  const before = `${template.slice(0, match.index)}<div id="root">`;
  const after = `</div>${jsonBlock(PAGE_STATE_ELEMENT_ID, state)}${template.slice(match.index + match[0].length)}`;
  const encoder = new TextEncoder();
  return new ReadableStream({
    async start(controller) {
      controller.enqueue(encoder.encode(before));
      for await (const chunk of markup) controller.enqueue(chunk);
      controller.enqueue(encoder.encode(after));
      controller.close();
    },
  });
}

/** A page that does not exist: its title says so, and search engines leave it out. */
export function notFoundHead(html: string) {
  return html
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${documentTitle(NOT_FOUND_TITLE)}</title>`)
    .replace('</head>', () => '    <meta name="robots" content="noindex">\n  </head>');
}

/** Preloads index.html makes for one page only (`data-page`) are left out of every other page. */
export function preloadsFor(html: string, path: string) {
  return html.replace(/\s*<link [^>]*data-page="([^"]*)"[^>]*>/g, (tag, page: string) =>
    page === path ? tag : '',
  );
}
