import { Info, X } from 'lucide-react';
import { useId, useState } from 'react';
import type { CatalogueEntry } from '#shared/catalogues/types.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useI18n } from '../../../lib/i18n.tsx';

export interface InfoPanelProps {
  /** The button's text in the page's language, e.g. 'What do these mean?'. */
  buttonLabel: string;
  /** The chosen entries whose descriptions the panel shows. */
  entries: readonly CatalogueEntry[];
  /** Shown instead when nothing is chosen, in the page's language (docs/product.md §6). */
  emptyMessage: string;
}

/**
 * The info button of a choice step and its description panel. An entry's name is a catalogue
 * message; its description is drawn through `i18n._` too (English until the catalogs hold it).
 */
export function InfoPanel({ buttonLabel, entries, emptyMessage }: InfoPanelProps) {
  const i18n = useI18n();
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
                    <dt className="font-semibold text-ink">{i18n._(entry.name)}</dt>
                    <dd className="text-ink-soft">{i18n._(entry.description)}</dd>
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
