import './styles.css';
import { PAGE_STATE_ELEMENT_ID } from '#shared/html/script-json.ts';
import { watchTyping } from './lib/typed-before-hydration.ts';

// A server-rendered page can be read and followed as it arrives: its script starts once the page
// has loaded, so the stylesheet, fonts and first images are not kept waiting behind it. A page
// rendered in the browser (owner pages, npm run dev) starts at once.
const start = () => void import('./boot.tsx');
const serverDrawn = document.getElementById(PAGE_STATE_ELEMENT_ID) !== null;
// What is typed into its forms meanwhile is kept and replayed once the app runs.
if (serverDrawn) watchTyping(document);
if (serverDrawn && document.readyState !== 'complete') {
  window.addEventListener('load', start, { once: true });
} else {
  start();
}
