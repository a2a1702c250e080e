// "/" outside a text field focuses the visible search field (the nav bar's, or the page's own). The
// entry script installs it on every page, so it works on a page the app never runs on
// (docs/decisions/041-islands.md).

const TYPING = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

export function focusSearchOnSlash(doc: Document) {
  doc.addEventListener('keydown', (event) => {
    if (event.key !== '/' || event.metaKey || event.ctrlKey || event.altKey) return;
    const active = doc.activeElement as HTMLElement | null;
    if (active && (TYPING.has(active.tagName) || active.isContentEditable)) return;
    const field = [...doc.querySelectorAll<HTMLInputElement>('input[type="search"]')].find(
      (el) => el.offsetParent !== null,
    );
    if (!field) return;
    event.preventDefault();
    field.focus();
    field.select();
  });
}
