import './styles.css';
import { PAGE_STATE_ELEMENT_ID } from '#shared/html/script-json.ts';
import { noteClicks } from './lib/clicks-before-hydration.ts';
import { showPendingLinks } from './lib/pending-links.ts';
import { watchTyping } from './lib/typed-before-hydration.ts';
import { wakeOnIntent } from './lib/wake-on-intent.ts';

// A server-rendered page is whole as it arrives (links, forms that post): the app is fetched on
// the visitor's first sign of use, so a visit that only reads loads no framework at all
// (docs/decisions/029-wake-on-first-touch.md). A page rendered in the browser (owner pages,
// npm run dev) starts at once.
const start = () => void import('./boot.tsx');
const serverDrawn = document.getElementById(PAGE_STATE_ELEMENT_ID) !== null;
if (serverDrawn) {
  // What is typed or pressed meanwhile is kept and replayed once the app runs.
  watchTyping(document);
  noteClicks(document);
  showPendingLinks(document);
  wakeOnIntent(document, start);
} else {
  start();
}
