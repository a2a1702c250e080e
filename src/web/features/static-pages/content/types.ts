/** One section of a long text page (Terms, Privacy): a heading, paragraphs and an optional list. */
export interface TextSection {
  id: string;
  title: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

/** A dated legal text: what the page header says above it and the topic of its closing line. */
export interface LegalText {
  eyebrow: string;
  /** The day it last changed, as YYYY-MM-DD (the page writes it in its language). */
  updated: string;
  /** What the closing "Questions about …?" line names. */
  topic: string;
  sections: readonly TextSection[];
}
