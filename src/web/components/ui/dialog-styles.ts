// How a dialog looks, shared by the app's dialog (Radix) and the page's own (<dialog>), so both
// kinds are one shape to the visitor.
export const DIALOG_PANEL =
  'overflow-y-auto border border-line bg-paper p-6 shadow-lift motion-safe:animate-rise-in';
export const DIALOG_TITLE = 'pr-8 text-2xl font-semibold text-ink';
export const DIALOG_CLOSE =
  'absolute top-4 right-4 inline-flex size-9 items-center justify-center rounded-pill text-ink-muted hover:bg-cream-deep hover:text-ink';
