import { useDigest } from '../api/get-digest.ts';
import { useSaveDigest } from '../api/update-digest.ts';
import { useI18n } from '../lib/i18n.tsx';

/** The digest setting: off, daily or weekly (on Updates and in account settings). */
export function DigestSetting() {
  const i18n = useI18n();
  const { data } = useDigest();
  const save = useSaveDigest();
  if (!data) return null;
  return (
    <label className="flex items-center gap-2 text-sm text-ink-soft">
      {i18n._('Email roundup')}
      <select
        name="digest"
        value={data.frequency}
        disabled={save.isPending}
        onChange={(e) => save.mutate(e.target.value as typeof data.frequency)}
        className="rounded-lg border border-line bg-paper px-2 py-1 text-ink"
      >
        <option value="off">{i18n._('Off')}</option>
        <option value="daily">{i18n._('Daily')}</option>
        <option value="weekly">{i18n._('Weekly')}</option>
      </select>
    </label>
  );
}
