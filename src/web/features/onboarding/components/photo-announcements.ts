// What dnd-kit's live region says while a product photo is moved by keyboard or pointer.
import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';

export const photoInstructions: ScreenReaderInstructions = {
  draggable:
    'To pick up a photo, press space or enter. Use the arrow keys to move it, then space or enter to drop it, or escape to cancel.',
};

export function photoAnnouncements(urls: readonly string[]): Announcements {
  const at = (id: UniqueIdentifier) => urls.indexOf(String(id)) + 1;
  return {
    onDragStart: ({ active }) => `Picked up photo ${at(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `Photo ${at(active.id)} is over position ${at(over.id)}.`
        : `Photo ${at(active.id)} is not over a position.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `Photo ${at(active.id)} was dropped at position ${at(over.id)}.`
        : `Photo ${at(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Moving photo ${at(active.id)} was cancelled.`,
  };
}
