import type { ReactNode } from 'react';
import type { CatalogueEntry } from '#shared/catalogues/types.ts';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { useI18n } from '../../../lib/i18n.tsx';
import { ChoiceGroup } from './choice-group.tsx';
import { InfoPanel } from './info-panel.tsx';

export interface SelectionGroup {
  /** A message id (English), drawn in the page's language. */
  label: string;
  options: readonly CatalogueEntry[];
}

export interface SelectionFieldProps {
  groups: readonly SelectionGroup[];
  /** Show group labels as headings (several groups). */
  showGroupLabels?: boolean;
  selected: readonly string[];
  onToggle: (slug: string) => void;
  /** The limit is reached: unselected chips are dimmed (a click on them is ignored). */
  full?: boolean;
  initialVisible?: number;
  /** e.g. '2/3 selected' or 'Choose 1 or 2', in the page's language. */
  status: ReactNode;
  error?: string;
  /** Message ids (English). */
  info: { buttonLabel: string; emptyMessage: string };
}

/** Chips to pick from (one or more groups), a live count, the error and the info panel. */
export function SelectionField({
  groups,
  showGroupLabels,
  selected,
  onToggle,
  full,
  initialVisible,
  status,
  error,
  info,
}: SelectionFieldProps) {
  const i18n = useI18n();
  const all = groups.flatMap((g) => g.options);
  const chosen = selected.map((slug) => all.find((o) => o.slug === slug)).filter((o) => o !== undefined);
  return (
    <div>
      <p aria-live="polite" className="mb-4 text-sm font-semibold text-ink-muted">
        {status}
      </p>
      <div className="space-y-6">
        {groups.map((group) => (
          <ChoiceGroup
            key={group.label}
            label={i18n._(group.label)}
            showLabel={showGroupLabels}
            options={group.options}
            selected={selected}
            onToggle={onToggle}
            full={full}
            initialVisible={initialVisible}
          />
        ))}
      </div>
      <FieldError message={error} className="mt-4" />
      <InfoPanel
        buttonLabel={i18n._(info.buttonLabel)}
        entries={chosen}
        emptyMessage={i18n._(info.emptyMessage)}
      />
    </div>
  );
}
