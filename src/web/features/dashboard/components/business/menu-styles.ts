// Shared look of the settings menu's rows (links and submenu buttons).
const row = 'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left font-medium transition-colors';

export const menuRow = `${row} text-ink hover:bg-cream-deep aria-expanded:bg-cream-deep/60`;

export const dangerRow = `${row} text-danger hover:bg-danger-soft`;

export const menuIcon = 'size-4.5 shrink-0 text-clay-strong';
