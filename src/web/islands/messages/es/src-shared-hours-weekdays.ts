// Written by `npm run i18n`: the Spanish messages src/shared/hours/weekdays.ts writes, for the islands that reach it.
import type { Messages } from '#shared/i18n/translator.ts';

export const messages: Messages = {
  "Friday": [
    "Viernes"
  ],
  "Monday": [
    "Lunes"
  ],
  "Saturday": [
    "Sábado"
  ],
  "Sunday": [
    "Domingo"
  ],
  "Thursday": [
    "Jueves"
  ],
  "Tuesday": [
    "Martes"
  ],
  "Wednesday": [
    "Miércoles"
  ]
};
