// Written by `npm run i18n`: the Spanish messages src/web/features/search/components/filter-panel.tsx writes, for the islands that reach it.
import type { Messages } from '#shared/i18n/translator.ts';

export const messages: Messages = {
  "All live states": [
    "Todos los estados activos"
  ],
  "Any structure": [
    "Cualquier estructura"
  ],
  "Apply filters": [
    "Aplicar filtros"
  ],
  "Category": [
    "Categoría"
  ],
  "Every region": [
    "Todas las regiones"
  ],
  "Filters": [
    "Filtros"
  ],
  "Hours": [
    "Horario"
  ],
  "How they work": [
    "Cómo trabajan"
  ],
  "Neighbours": [
    "Vecinos"
  ],
  "Offerings": [
    "Lo que ofrece"
  ],
  "Open now": [
    "Abierto ahora"
  ],
  "Recommended": [
    "Recomendados"
  ],
  "Region": [
    "Región"
  ],
  "State": [
    "Estado"
  ],
  "Structure": [
    "Estructura"
  ],
  "Where": [
    "Dónde"
  ],
  "Who runs it": [
    "Quién lo dirige"
  ]
};
