// A tap on a link to another page shows at once that it was heard: on a slow phone the next page
// can take a second to come, and until the app runs nothing else on the page answers. A link marked
// `data-pending` gets `aria-busy` and a spinner (styles.css) when a plain click follows it; the mark
// goes when the page is shown again from the back-forward cache. The app's own navigations (which
// prevent the browser's) are left to the app.

export const PENDING_ATTRIBUTE = 'data-pending';

const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.altKey && !e.ctrlKey && !e.shiftKey;

export function showPendingLinks(doc: Document) {
  doc.addEventListener('click', (event) => {
    if (event.defaultPrevented || !plainClick(event) || !(event.target instanceof Element)) return;
    const link = event.target.closest<HTMLAnchorElement>(`a[${PENDING_ATTRIBUTE}][href]`);
    if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    link.setAttribute('aria-busy', 'true');
  });
  doc.defaultView?.addEventListener('pageshow', () => {
    for (const link of doc.querySelectorAll(`a[${PENDING_ATTRIBUTE}][aria-busy]`))
      link.removeAttribute('aria-busy');
  });
}
