// Written by `npm run i18n`: the Spanish messages src/shared/catalogues/offerings.ts writes, for the islands that reach it.
import type { Messages } from '#shared/i18n/translator.ts';

export const messages: Messages = {
  "Booking Available": [
    "Se aceptan reservas"
  ],
  "Curated Finds": [
    "Hallazgos seleccionados"
  ],
  "Custom Work": [
    "Trabajos a medida"
  ],
  "Digital Delivery": [
    "Entrega digital"
  ],
  "Flexible Schedule": [
    "Horario flexible"
  ],
  "Free Consultations": [
    "Consultas gratis"
  ],
  "In-Person Only": [
    "Solo en persona"
  ],
  "Limited Inventory": [
    "Inventario limitado"
  ],
  "Limited Runs": [
    "Ediciones limitadas"
  ],
  "Made to Order": [
    "Hecho por encargo"
  ],
  "Market Based": [
    "En mercados"
  ],
  "Mobile": [
    "A domicilio"
  ],
  "Pick-Up Only": [
    "Solo para recoger"
  ],
  "Same-Day Service": [
    "Servicio el mismo día"
  ],
  "Seasonal Availability": [
    "Disponible por temporada"
  ],
  "Sells Products": [
    "Vende productos"
  ],
  "Small Batch": [
    "Lotes pequeños"
  ],
  "Subscription-Based": [
    "Por suscripción"
  ],
  "Taking New Clients": [
    "Acepta nuevos clientes"
  ],
  "Virtual": [
    "Virtual"
  ],
  "Waitlist Only": [
    "Solo con lista de espera"
  ]
};
