/** The shape every catalogue entry shares: a stable slug, a display name and a one-sentence description. */
export interface CatalogueEntry {
  slug: string;
  name: string;
  description: string;
}
