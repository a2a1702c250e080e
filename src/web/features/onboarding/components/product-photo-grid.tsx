import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useI18n } from '../../../lib/i18n.tsx';
import { photoAnnouncements, photoInstructions } from './photo-announcements.ts';
import { SortablePhoto } from './sortable-photo.tsx';

export interface ProductPhotoGridProps {
  urls: readonly string[];
  disabled: boolean;
  onMove: (from: number, to: number) => void;
  onDelete: (url: string) => void;
}

/** Product photos in order; reorder by dragging, by keyboard (space, arrows) or with the move buttons. */
export function ProductPhotoGrid({ urls, disabled, onMove, onDelete }: ProductPhotoGridProps) {
  const i18n = useI18n();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(urls.indexOf(String(active.id)), urls.indexOf(String(over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: photoAnnouncements(urls, i18n),
        screenReaderInstructions: photoInstructions(i18n),
      }}
    >
      <SortableContext items={[...urls]} strategy={rectSortingStrategy}>
        <ol aria-label={i18n._('Product photos')} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {urls.map((url, index) => (
            <SortablePhoto
              key={url}
              url={url}
              index={index}
              count={urls.length}
              disabled={disabled}
              onMove={onMove}
              onDelete={() => onDelete(url)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
