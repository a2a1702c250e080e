// What the map's region shows before it can draw (its code on the way) and where it cannot run.
import { useI18n } from '../../lib/i18n.tsx';

/** The map's box while its code loads: the same size, so nothing below it jumps. */
export function MapLoading() {
  const i18n = useI18n();
  return (
    <div
      role="status"
      className="grid h-[26rem] place-items-center rounded-2xl border border-line bg-cream-deep text-ink-muted sm:h-[32rem]"
    >
      {i18n._('Loading the map…')}
    </div>
  );
}

export function MapUnavailable() {
  const i18n = useI18n();
  return (
    <p className="rounded-2xl border border-line bg-paper p-5 text-ink-soft">
      {i18n._('The map can’t be shown here. Every result is in the list below.')}
    </p>
  );
}
