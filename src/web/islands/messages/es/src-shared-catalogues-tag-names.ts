// Written by `npm run i18n`: the Spanish messages src/shared/catalogues/tag-names.ts writes, for the islands that reach it.
import type { Messages } from '#shared/i18n/translator.ts';

export const messages: Messages = {
  "Artist-Run": [
    "Dirigido por artistas"
  ],
  "Asian American-Owned": [
    "De dueños asiático-americanos"
  ],
  "Bilingual": [
    "Bilingüe"
  ],
  "Black-Owned": [
    "De dueños negros"
  ],
  "Caregiver-Owned": [
    "De dueños cuidadores"
  ],
  "Dad-Owned": [
    "De un papá"
  ],
  "Deaf-Owned": [
    "De dueños sordos"
  ],
  "Disabled-Owned": [
    "De dueños con discapacidad"
  ],
  "Eco-Friendly": [
    "Ecológico"
  ],
  "Ethical Labor": [
    "Trabajo ético"
  ],
  "Fair Trade": [
    "Comercio justo"
  ],
  "Faith-Driven": [
    "Guiado por la fe"
  ],
  "Family-Owned": [
    "De una familia"
  ],
  "First-Generation": [
    "Primera generación"
  ],
  "Formerly Incarcerated": [
    "Antes encarcelado"
  ],
  "Gives Back": [
    "Apoya a la comunidad"
  ],
  "Handcrafted": [
    "Hecho a mano"
  ],
  "Immigrant-Owned": [
    "De dueños inmigrantes"
  ],
  "Indigenous-Owned": [
    "De dueños indígenas"
  ],
  "LGBTQ+ Owned": [
    "De dueños LGBTQ+"
  ],
  "Latine-Owned": [
    "De dueños latinos"
  ],
  "Locally Sourced": [
    "De origen local"
  ],
  "Low Waste": [
    "Bajo en residuos"
  ],
  "Middle Eastern-Owned": [
    "De dueños de Medio Oriente"
  ],
  "Military Spouse": [
    "Cónyuge de militar"
  ],
  "Mindful Practices": [
    "Prácticas conscientes"
  ],
  "Minority-Owned": [
    "De dueños de minorías"
  ],
  "Mom-Owned": [
    "De una mamá"
  ],
  "Multi-Generational": [
    "Multigeneracional"
  ],
  "Mutual Aid": [
    "Ayuda mutua"
  ],
  "Neurodivergent-Owned": [
    "De dueños neurodivergentes"
  ],
  "One of a Kind": [
    "Pieza única"
  ],
  "Pacific Islander-Owned": [
    "De dueños isleños del Pacífico"
  ],
  "Plastic-Free": [
    "Sin plástico"
  ],
  "Queer-Owned": [
    "De dueños queer"
  ],
  "Retiree-Run": [
    "Dirigido por jubilados"
  ],
  "Rural": [
    "Rural"
  ],
  "Salvaged": [
    "Materiales rescatados"
  ],
  "Second-Career": [
    "Segunda carrera"
  ],
  "Secondhand": [
    "De segunda mano"
  ],
  "Self-Taught": [
    "Autodidacta"
  ],
  "Senior-Owned": [
    "De dueños mayores"
  ],
  "Slow-Made": [
    "Hecho sin prisa"
  ],
  "Small Town": [
    "Pueblo pequeño"
  ],
  "Spanish-Speaking": [
    "Habla español"
  ],
  "Student-Run": [
    "Dirigido por estudiantes"
  ],
  "Trans-Owned": [
    "De dueños trans"
  ],
  "Upcycled": [
    "Suprarreciclado"
  ],
  "Veteran-Owned": [
    "De dueños veteranos"
  ],
  "Women-Owned": [
    "De dueñas mujeres"
  ],
  "Youth-Owned": [
    "De dueños jóvenes"
  ],
  "Zero Waste": [
    "Cero residuos"
  ]
};
