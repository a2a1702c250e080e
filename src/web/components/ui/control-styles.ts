// Shared look of text controls (input, textarea).
export const controlClasses =
  'w-full rounded-md border border-line bg-paper px-3.5 text-[0.95rem] text-ink shadow-[inset_0_1px_2px_rgb(74_52_28/0.05)] ' +
  'transition-colors placeholder:text-ink-muted/75 hover:border-ink-muted/40 focus-visible:border-primary ' +
  'disabled:cursor-not-allowed disabled:bg-cream-deep disabled:text-ink-muted ' +
  'aria-invalid:border-danger aria-invalid:bg-danger-soft/40';
