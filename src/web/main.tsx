import './styles.css';
import { PAGE_STATE_ELEMENT_ID } from '#shared/html/script-json.ts';
import { noteClicks, replayClicks } from './lib/clicks-before-hydration.ts';
import { standInForInvokerCommands } from './lib/invoker-commands.ts';
import { showPendingLinks } from './lib/pending-links.ts';
import { followPopoverToggles } from './lib/popover-toggles.ts';
import { focusSearchOnSlash } from './lib/slash-to-search.ts';
import { watchTyping } from './lib/typed-before-hydration.ts';
import { wakeOnIntent } from './lib/wake-on-intent.ts';

focusSearchOnSlash(document);
standInForInvokerCommands(document);
followPopoverToggles(document);
const root = document.getElementById('root');
if (root?.hasAttribute('data-islands')) {
  // A public page seen without a session is whole as HTML; only its islands need script, fetched
  // as soon as the page has loaded, and the app never runs here (docs/decisions/041-islands.md).
  noteClicks(document);
  showPendingLinks(document);
  const live = () => {
    replayClicks();
    document.documentElement.dataset.ready = '';
  };
  const hydrate = () =>
    void import('./islands/hydrate-islands.tsx').then((m) => m.hydrateIslands(document)).then(live);
  if (!document.querySelector('[data-island]')) live();
  else if (document.readyState === 'complete') hydrate();
  else addEventListener('load', hydrate, { once: true });
} else if (document.getElementById(PAGE_STATE_ELEMENT_ID) !== null) {
  // Any other server-rendered page is whole as it arrives (links, forms that post): the app is
  // fetched on the visitor's first sign of use, so a visit that only reads loads no framework at
  // all (docs/decisions/029-wake-on-first-touch.md). What is typed or pressed meanwhile is kept and
  // replayed once the app runs.
  watchTyping(document);
  noteClicks(document);
  showPendingLinks(document);
  wakeOnIntent(document, () => void import('./boot.tsx'));
} else {
  // A page rendered in the browser (owner pages, npm run dev) starts at once.
  void import('./boot.tsx');
}
