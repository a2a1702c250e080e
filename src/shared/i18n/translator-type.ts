// What a page draws its words with, in either language (english.ts; translator.ts for the others).
import type { Locale } from './locale.ts';

export type Values = Record<string, unknown>;

export interface Translator {
  readonly locale: Locale;
  /** The message `id` (its English text) in this language, with its values filled in. */
  _(id: string, values?: Values): string;
}
