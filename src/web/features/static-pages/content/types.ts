/** One section of a long text page (Terms, Privacy): a heading, paragraphs and an optional list. */
export interface TextSection {
  id: string;
  title: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}
