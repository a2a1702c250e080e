// What dnd-kit's live region says while a product photo is moved by keyboard or pointer, in the
// page's language.
import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import type { Translator } from '#shared/i18n/translator.ts';

export const photoInstructions = (i18n: Translator): ScreenReaderInstructions => ({
  draggable: i18n._(
    'To pick up a photo, press space or enter. Use the arrow keys to move it, then space or enter to drop it, or escape to cancel.',
  ),
});

export function photoAnnouncements(urls: readonly string[], i18n: Translator): Announcements {
  const at = (id: UniqueIdentifier) => urls.indexOf(String(id)) + 1;
  return {
    onDragStart: ({ active }) => i18n._('Picked up photo {number}.', { number: at(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? i18n._('Photo {number} is over position {position}.', {
            number: at(active.id),
            position: at(over.id),
          })
        : i18n._('Photo {number} is not over a position.', { number: at(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? i18n._('Photo {number} was dropped at position {position}.', {
            number: at(active.id),
            position: at(over.id),
          })
        : i18n._('Photo {number} was dropped.', { number: at(active.id) }),
    onDragCancel: ({ active }) => i18n._('Moving photo {number} was cancelled.', { number: at(active.id) }),
  };
}
