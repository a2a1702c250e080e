import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowLeft, ArrowRight, GripVertical, Trash2 } from 'lucide-react';
import type { ComponentProps } from 'react';
import { CARD_PHOTOS } from '#shared/display/card-photos.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { useI18n } from '../../../lib/i18n.tsx';

export interface SortablePhotoProps {
  url: string;
  index: number;
  count: number;
  disabled: boolean;
  onMove: (from: number, to: number) => void;
  onDelete: () => void;
}

/** One product photo: drag handle (pointer or keyboard), Move earlier / later (the grid reads left to right), Delete. */
export function SortablePhoto({ url, index, count, disabled, onMove, onDelete }: SortablePhotoProps) {
  const i18n = useI18n();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: url,
      disabled,
    });
  const n = index + 1;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn(
        'relative flex flex-col overflow-hidden rounded-xl border border-line/70 bg-paper shadow-soft',
        isDragging && 'z-10 shadow-lift ring-2 ring-primary',
      )}
      data-testid="product-photo"
    >
      {/* The photo is laid over a square box: a tall portrait cannot stretch its row of the grid. */}
      <div className="relative aspect-square overflow-hidden bg-cream-deep">
        <img
          src={url}
          alt={i18n._('Product {number} of {count}', { number: n, count })}
          className="absolute inset-0 size-full object-cover"
          loading="lazy"
        />
        <span className="absolute top-2 left-2 rounded-pill bg-ink/75 px-2 py-0.5 text-xs font-semibold text-cream">
          {n}
        </span>
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="absolute top-2 right-2 inline-flex size-9 cursor-grab touch-none items-center justify-center rounded-full bg-paper/90 text-ink shadow-soft active:cursor-grabbing"
          {...attributes}
          {...listeners}
          aria-label={i18n._('Drag photo {number} to reorder', { number: n })}
        >
          <GripVertical aria-hidden="true" className="size-5" />
        </button>
      </div>
      <p
        className={cn(
          'px-3 pt-2 text-xs font-semibold',
          index < CARD_PHOTOS ? 'text-primary' : 'text-ink-muted',
        )}
      >
        {index < CARD_PHOTOS ? i18n._('Shows on card') : i18n._('Will not show on card')}
      </p>
      <div className="flex items-center justify-between gap-1 p-2">
        <div className="flex gap-1">
          <MoveButton
            label={i18n._('Move photo {number} earlier', { number: n })}
            title={i18n._('Move earlier')}
            disabled={disabled || index === 0}
            onClick={() => onMove(index, index - 1)}
          >
            <ArrowLeft aria-hidden="true" />
          </MoveButton>
          <MoveButton
            label={i18n._('Move photo {number} later', { number: n })}
            title={i18n._('Move later')}
            disabled={disabled || index === count - 1}
            onClick={() => onMove(index, index + 1)}
          >
            <ArrowRight aria-hidden="true" />
          </MoveButton>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="size-9 text-ink-muted hover:text-danger"
          aria-label={i18n._('Delete photo {number}', { number: n })}
          disabled={disabled}
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}

/** One of the arrow buttons that move a photo, for people who do not drag. */
function MoveButton({
  label,
  ...props
}: { label: string } & Pick<ComponentProps<typeof Button>, 'title' | 'disabled' | 'onClick' | 'children'>) {
  return <Button variant="ghost" size="icon" className="size-9" aria-label={label} {...props} />;
}
