// Written by `npm run i18n`: the Spanish messages src/web/components/business/opening-hours.tsx writes, for the islands that reach it.
import type { Messages } from '#shared/i18n/translator.ts';

export const messages: Messages = {
  "Also by appointment.": [
    "También con cita previa."
  ],
  "By appointment": [
    "Con cita previa"
  ],
  "By appointment.": [
    "Con cita previa."
  ],
  "Hours": [
    "Horario"
  ],
  "Times are local ({zone} time).": [
    "Horas locales (hora de ",
    [
      "zone"
    ],
    ")."
  ]
};
