import type { ReactNode } from 'react';

/** One group of the filter panel: a legend over its controls, divided from the next. */
export function FilterFieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="border-t border-line/80 pt-4 first-of-type:border-t-0 first-of-type:pt-0">
      <legend className="float-left mb-2 w-full text-sm font-semibold tracking-wide text-ink uppercase">
        {legend}
      </legend>
      <div className="clear-both">{children}</div>
    </fieldset>
  );
}
