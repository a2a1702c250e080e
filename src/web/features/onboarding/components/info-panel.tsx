import { Info, X } from 'lucide-react';
import { useId, useState } from 'react';
import type { CatalogueEntry } from '#shared/catalogues/types.ts';
import { Button } from '../../../components/ui/button.tsx';

export interface InfoPanelProps {
  /** The button's text, e.g. 'What do these mean?'. */
  buttonLabel: string;
  /** The chosen entries whose descriptions the panel shows. */
  entries: readonly CatalogueEntry[];
  /** Shown instead when nothing is chosen (docs/product.md §6). */
  emptyMessage: string;
}

/** The info button of a choice step and its description panel. */
export function InfoPanel({ buttonLabel, entries, emptyMessage }: InfoPanelProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="mt-6">
      <Button
        variant="secondary"
        size="sm"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
      >
        {open ? <X aria-hidden="true" /> : <Info aria-hidden="true" />}
        {buttonLabel}
      </Button>
      <div id={id} aria-live="polite">
        {open ? (
          <div className="mt-3 rounded-xl border border-line/80 bg-cream-deep/50 p-4 motion-safe:animate-fade-in">
            {entries.length === 0 ? (
              <p className="font-medium text-clay-strong">{emptyMessage}</p>
            ) : (
              <dl className="space-y-3">
                {entries.map((entry) => (
                  <div key={entry.slug}>
                    <dt className="font-semibold text-ink">{entry.name}</dt>
                    <dd className="text-ink-soft">{entry.description}</dd>
                  </div>
                ))}
              </dl>
            )}
          </div>
        ) : null}
      </div>
    </div>
  );
}
