import './styles.css';
import { PAGE_STATE_ELEMENT_ID } from '#shared/html/script-json.ts';

// A server-rendered page can be read and followed as it arrives: its script starts once the page
// has loaded, so the stylesheet, fonts and first images are not kept waiting behind it. A page
// rendered in the browser (owner pages, npm run dev) starts at once.
const start = () => void import('./boot.tsx');
if (document.getElementById(PAGE_STATE_ELEMENT_ID) && document.readyState !== 'complete') {
  window.addEventListener('load', start, { once: true });
} else {
  start();
}
