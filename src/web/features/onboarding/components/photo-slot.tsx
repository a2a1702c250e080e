import { Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { PhotoPicker } from './photo-picker.tsx';

/** `title` and `description` in the page's language. */
export interface PhotoSlotProps {
  title: string;
  description: string;
  url: string | null;
  round?: boolean;
  busy: boolean;
  onUpload: (file: File) => void;
  onRemove: () => void;
}

/**
 * A single photo (owner photo or logo): pick one, or see it with Remove (remove before replacing).
 * The photo and its Remove button stack in a box as tall as the empty picker, so the button never
 * runs out of a narrow column and two slots side by side line up.
 */
export function PhotoSlot({ title, description, url, round, busy, onUpload, onRemove }: PhotoSlotProps) {
  const i18n = useI18n();
  const photo = title.toLowerCase();
  return (
    <section aria-label={title} className="flex flex-col gap-3">
      <div>
        <h2 className="font-sans text-base font-semibold text-ink">{title}</h2>
        {/* Two lines' room side by side, so both boxes start at the same height. */}
        <p className="text-sm text-ink-muted sm:min-h-10">{description}</p>
      </div>
      {url ? (
        <div className="flex min-h-48 flex-col items-center justify-center gap-3 rounded-xl border border-line/70 bg-cream/60 p-4">
          <img
            src={url}
            alt={title}
            width={112}
            height={112}
            className={cn(
              'size-28 object-cover shadow-soft ring-4 ring-paper',
              round ? 'rounded-full' : 'rounded-xl',
            )}
          />
          <Button
            variant="secondary"
            size="sm"
            loading={busy}
            loadingText={i18n._('Removing…')}
            onClick={onRemove}
            className="max-w-full"
          >
            <Trash2 aria-hidden="true" />
            {i18n._('Remove {photo}', { photo })}
          </Button>
        </div>
      ) : (
        <PhotoPicker
          label={i18n._('Choose {photo}', { photo })}
          hint={i18n._('JPEG, PNG or WebP')}
          busy={busy}
          onFiles={(files) => onUpload(files[0])}
          className="min-h-48"
        />
      )}
    </section>
  );
}
