// Written by `npm run i18n`: the Spanish messages src/web/components/ui/button.tsx writes, for the islands that reach it.
import type { Messages } from '#shared/i18n/translator.ts';

export const messages: Messages = {
  "Working…": [
    "Procesando…"
  ]
};
