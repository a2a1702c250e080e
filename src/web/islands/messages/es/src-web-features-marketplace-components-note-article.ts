// Written by `npm run i18n`: the Spanish messages src/web/features/marketplace/components/note-article.tsx writes, for the islands that reach it.
import type { Messages } from '#shared/i18n/translator.ts';

export const messages: Messages = {
  "Note from {name}": [
    "Nota de ",
    [
      "name"
    ]
  ],
  "Reply from the owner": [
    "Respuesta del dueño"
  ],
  "Report note<0> from {name}</0>": [
    "Reportar nota<0> de ",
    [
      "name"
    ],
    "</0>"
  ]
};
