import { useI18n } from '../../../lib/i18n.tsx';

/** Says what the two looks of a state mean. */
export function ExploreLegend() {
  const i18n = useI18n();
  return (
    <p className="mb-6 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-ink-soft">
      <span className="flex items-center gap-2">
        <span
          aria-hidden="true"
          className="size-4 rounded-sm bg-primary-soft ring-1 ring-primary/30 ring-inset"
        />
        {i18n._('Live now — tap to browse')}
      </span>
      <span className="flex items-center gap-2">
        <span aria-hidden="true" className="size-4 rounded-sm border border-dashed border-ink-muted/50" />
        {i18n._('Coming soon')}
      </span>
    </p>
  );
}
