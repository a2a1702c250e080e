// Written by `npm run i18n`: the Spanish messages src/shared/hours/open-status.ts writes, for the islands that reach it.
import type { Messages } from '#shared/i18n/translator.ts';

export const messages: Messages = {
  "Closed · opens {time}": [
    "Cerrado · abre ",
    [
      "time"
    ]
  ],
  "Fri": [
    "vie"
  ],
  "Mon": [
    "lun"
  ],
  "Open now · closes {time}": [
    "Abierto ahora · hasta ",
    [
      "time"
    ]
  ],
  "Open now · open all week": [
    "Abierto ahora · abierto toda la semana"
  ],
  "Sat": [
    "sáb"
  ],
  "Sun": [
    "dom"
  ],
  "Thu": [
    "jue"
  ],
  "Tue": [
    "mar"
  ],
  "Wed": [
    "mié"
  ],
  "midnight": [
    "medianoche"
  ]
};
