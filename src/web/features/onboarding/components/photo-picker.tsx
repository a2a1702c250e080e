import { ImagePlus } from 'lucide-react';
import { useId } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { useI18n } from '../../../lib/i18n.tsx';

/** `label`, `hint` and `busyLabel` in the page's language. */
export interface PhotoPickerProps {
  label: string;
  hint?: string;
  multiple?: boolean;
  busy?: boolean;
  busyLabel?: string;
  onFiles: (files: File[]) => void;
  className?: string;
}

/** A large, keyboard-reachable drop target that opens the file chooser (images only). */
export function PhotoPicker({
  label,
  hint,
  multiple,
  busy,
  busyLabel,
  onFiles,
  className,
}: PhotoPickerProps) {
  const i18n = useI18n();
  const id = useId();
  const busyText = busyLabel ?? i18n._('Uploading…');
  return (
    <label
      htmlFor={id}
      className={cn(
        'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-line bg-cream/70 p-6 text-center transition hover:border-primary/60 hover:bg-primary-soft/40 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-clay-strong',
        busy && 'pointer-events-none opacity-70',
        className,
      )}
    >
      <input
        id={id}
        type="file"
        accept="image/*"
        multiple={multiple}
        disabled={busy}
        className="sr-only"
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
      {busy ? (
        <Spinner label={busyText} className="size-7 text-primary" />
      ) : (
        <ImagePlus aria-hidden="true" className="size-7 text-clay-strong" />
      )}
      <span className="font-semibold text-ink">{busy ? busyText : label}</span>
      {hint ? <span className="text-sm text-ink-muted">{hint}</span> : null}
    </label>
  );
}
