import { ChevronDown, ChevronUp } from 'lucide-react';
import { useId, useState } from 'react';
import type { CatalogueEntry } from '#shared/catalogues/types.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useI18n } from '../../../lib/i18n.tsx';
import { ChoiceChip } from './choice-chip.tsx';

export interface ChoiceGroupProps {
  /** Accessible name of the group (and its visible heading when `showLabel`), in the page's language. */
  label: string;
  showLabel?: boolean;
  options: readonly CatalogueEntry[];
  selected: readonly string[];
  onToggle: (slug: string) => void;
  /** When the limit is reached, unselected chips are dimmed. */
  full?: boolean;
  /** Show this many first, then View More / View Less (6 at steps 2 and 11: docs/product.md §6.2, §6.11). */
  initialVisible?: number;
}

/** A wrap of selectable chips, optionally collapsed to its first few with View More / View Less. */
export function ChoiceGroup({
  label,
  showLabel,
  options,
  selected,
  onToggle,
  full,
  initialVisible,
}: ChoiceGroupProps) {
  const i18n = useI18n();
  const id = useId();
  const collapsible = initialVisible !== undefined && options.length > initialVisible;
  // A saved choice hidden behind View More opens the list so the owner sees it.
  const hiddenSelected = collapsible && options.slice(initialVisible).some((o) => selected.includes(o.slug));
  const [expanded, setExpanded] = useState(hiddenSelected);
  const shown = collapsible && !expanded ? options.slice(0, initialVisible) : options;
  return (
    <div>
      {showLabel ? (
        <h2
          id={`${id}-label`}
          className="mb-3 font-sans text-sm font-semibold tracking-wide text-ink-muted uppercase"
        >
          {label}
        </h2>
      ) : null}
      <ul
        id={`${id}-list`}
        aria-label={showLabel ? undefined : label}
        aria-labelledby={showLabel ? `${id}-label` : undefined}
        className="flex flex-wrap gap-2"
      >
        {shown.map((option) => (
          <li key={option.slug}>
            <ChoiceChip
              label={i18n._(option.name)}
              selected={selected.includes(option.slug)}
              muted={full}
              onToggle={() => onToggle(option.slug)}
            />
          </li>
        ))}
      </ul>
      {collapsible ? (
        <Button
          variant="link"
          className="mt-4"
          aria-expanded={expanded}
          aria-controls={`${id}-list`}
          onClick={() => setExpanded((v) => !v)}
        >
          {expanded ? i18n._('View Less') : i18n._('View More')}
          {expanded ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
        </Button>
      ) : null}
    </div>
  );
}
