// The unsubscribe page as the server writes it: no script at all (the button is a plain form
// post), in the app's look (its palette, its two faces from the built stylesheet when there is one,
// and the static shell's header from index.html), so it works from any mail app's browser.
import { documentTitle } from '#shared/display/page-meta.ts';
import { escapeHtml as esc } from '../../lib/escape-html.ts';
import type { Block, PageLink, PageText } from './unsubscribe-texts.ts';

export type Tone = 'clay' | 'primary' | 'danger';

export interface PageParts {
  title: string;
  text: PageText;
  tone: Tone;
  /** Where the button posts, and the token it sends (the question page only). */
  form?: { action: string; token: string };
}

// Lucide's mail-x, mail-check and circle-alert (the app's icon set), drawn inline.
const ICONS: Record<Tone, string> = {
  clay: '<path d="M22 12.532V6a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h8.792"/><path d="m22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7"/><path d="m16.5 16.5 5 5"/><path d="m21.5 16.5-5 5"/>',
  primary:
    '<path d="M22 13V6a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2v12c0 1.1.9 2 2 2h8"/><path d="m22 7-8.97 5.7a1.94 1.94 0 0 1-2.06 0L2 7"/><path d="m16 19 2 2 4-4"/>',
  danger:
    '<circle cx="12" cy="12" r="10"/><line x1="12" x2="12" y1="8" y2="12"/><line x1="12" x2="12.01" y1="16" y2="16"/>',
};

// The tokens of src/web/styles.css (cream, paper, line, ink, the deep green, clay).
const STYLE = `
html{background:#fbf6ec;color:#1f1b16;font-family:"Inter Variable",ui-sans-serif,system-ui,-apple-system,"Segoe UI",sans-serif;-webkit-font-smoothing:antialiased}
body{margin:0;min-height:100dvh}
.bar{position:sticky;top:0;border-bottom:1px solid rgb(231 218 196/.7);background:rgb(251 246 236/.92)}
.bar div{max-width:76rem;margin:0 auto;padding:0 1rem;height:4rem;display:flex;align-items:center}
.brand{display:inline-flex;align-items:center;gap:.625rem;font-family:"Fraunces Variable","Iowan Old Style",Georgia,serif;font-size:1.25rem;font-weight:600;color:#1f1b16;text-decoration:none}
main{max-width:36rem;margin:0 auto;padding:3.5rem 1rem}
.card{background:#fffdf8;border:1px solid rgb(231 218 196/.7);border-radius:.875rem;box-shadow:0 1px 2px rgb(74 52 28/.06),0 4px 14px rgb(74 52 28/.07);padding:2rem;text-align:center}
.icon{display:inline-flex;align-items:center;justify-content:center;width:4rem;height:4rem;border-radius:9999px}
.icon svg{width:2rem;height:2rem;fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}
.clay{background:#f7e2d3;color:#a24e2c;box-shadow:0 0 0 8px rgb(247 226 211/.4)}
.primary{background:#e3eee4;color:#1f5135;box-shadow:0 0 0 8px rgb(227 238 228/.4)}
.danger{background:#fbe4e1;color:#b3261e;box-shadow:0 0 0 8px rgb(251 228 225/.4)}
h1{margin:1.25rem 0 0;font-family:"Fraunces Variable","Iowan Old Style",Georgia,serif;font-size:1.875rem;line-height:1.2;font-weight:600;letter-spacing:-.01em;text-wrap:balance}
p{margin:.75rem 0 0;color:#463d33;line-height:1.5;overflow-wrap:anywhere}
ul{list-style:none;margin:.75rem 0 0;padding:0;display:flex;flex-wrap:wrap;justify-content:center;gap:.5rem}
li{border:1px solid #e7dac4;background:#fbf6ec;border-radius:9999px;padding:.25rem .875rem;font-size:.9375rem}
.actions{margin-top:2rem;display:flex;flex-direction:column;gap:.75rem;justify-content:center}
form{display:flex;flex-direction:column;margin:0}
.btn{display:inline-flex;align-items:center;justify-content:center;box-sizing:border-box;min-height:3.25rem;padding:0 1.75rem;border-radius:9999px;font-weight:600;font-size:1rem;line-height:1.2;font-family:inherit;text-decoration:none;cursor:pointer;transition:background-color .15s ease-out}
.go{border:0;background:#1f5135;color:#fbf6ec;box-shadow:0 1px 2px rgb(74 52 28/.06),0 4px 14px rgb(74 52 28/.07)}
.go:hover{background:#163d27}
.next{border:1px solid #e7dac4;background:#fffdf8;color:#1f1b16}
.next:hover,.home:hover{background:#f3e8d4}
.home{color:#1f1b16}
:focus-visible{outline:3px solid #a24e2c;outline-offset:2px}
@media (min-width:640px){.bar div{padding:0 1.5rem}main{padding:5rem 1.5rem}.card{padding:2.5rem}.actions{flex-direction:row}}
@media (min-width:768px){.bar div{height:4.5rem}}
`;

/** The built stylesheet and font preloads of index.html (the app's faces), when there is a build. */
function appStyles(template: string) {
  const tags = template.match(/<link\b[^>]*\b(?:rel="stylesheet"|as="font")[^>]*>/g) ?? [];
  return tags.join('\n    ');
}

const block = (b: Block) =>
  typeof b === 'string'
    ? `<p>${esc(b)}</p>`
    : `<ul>${b.items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>`;

const linkButton = (link: PageLink, kind: 'next' | 'home') =>
  `<a class="btn ${kind}" href="${esc(link.href)}">${esc(link.label)}</a>`;

export function unsubscribePage(template: string, { title, text, tone, form }: PageParts): string {
  const button =
    form && text.button
      ? `<form method="post" action="${esc(form.action)}"><input type="hidden" name="token" value="${esc(form.token)}"><button class="btn go" type="submit">${esc(text.button)}</button></form>`
      : '';
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <meta name="theme-color" content="#fbf6ec">
    <title>${esc(documentTitle(title))}</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    ${appStyles(template)}
    <style>${STYLE}</style>
  </head>
  <body>
    <header class="bar"><div><a class="brand" href="/"><img src="/favicon.svg" alt="" width="36" height="36"><span>Locals Market</span></a></div></header>
    <main>
      <div class="card">
        <span class="icon ${tone}"><svg viewBox="0 0 24 24" aria-hidden="true">${ICONS[tone]}</svg></span>
        <h1>${esc(text.heading)}</h1>
        ${text.body.map(block).join('\n        ')}
        <div class="actions">
          ${button}${text.link ? linkButton(text.link, 'next') : ''}
          ${linkButton({ label: 'Go to Locals Market', href: '/' }, 'home')}
        </div>
      </div>
    </main>
  </body>
</html>
`;
}
