import { useDigest } from '../api/get-digest.ts';
import { useSaveDigest } from '../api/update-digest.ts';

/** The digest setting: off, daily or weekly (on Updates and in account settings). */
export function DigestSetting() {
  const { data } = useDigest();
  const save = useSaveDigest();
  if (!data) return null;
  return (
    <label className="flex items-center gap-2 text-sm text-ink-soft">
      Email roundup
      <select
        name="digest"
        value={data.frequency}
        disabled={save.isPending}
        onChange={(e) => save.mutate(e.target.value as typeof data.frequency)}
        className="rounded-lg border border-line bg-paper px-2 py-1 text-ink"
      >
        <option value="off">Off</option>
        <option value="daily">Daily</option>
        <option value="weekly">Weekly</option>
      </select>
    </label>
  );
}
