// Written by `npm run i18n`: the Spanish messages src/shared/catalogues/structures.ts writes, for the islands that reach it.
import type { Messages } from '#shared/i18n/translator.ts';

export const messages: Messages = {
  "Collective": [
    "Colectivo"
  ],
  "Community-Led": [
    "Dirigido por la comunidad"
  ],
  "Family run": [
    "Negocio familiar"
  ],
  "Friend run": [
    "Dirigido por amigos"
  ],
  "Just me": [
    "Solo yo"
  ],
  "Multi-Gen": [
    "Multigeneracional"
  ],
  "Partner run": [
    "Dirigido por socios"
  ],
  "Team 10–20": [
    "Equipo de 10–20"
  ],
  "Team 25+": [
    "Equipo de 25+"
  ],
  "Team 5–10": [
    "Equipo de 5–10"
  ],
  "Team Under 5": [
    "Equipo de menos de 5"
  ],
  "Worker Co-op": [
    "Cooperativa de trabajadores"
  ]
};
