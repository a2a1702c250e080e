// English, the source language: its messages are their ids with `{name}` values (check-i18n.ts holds
// them to it), so it needs no catalog and none of translator.ts, on the server or in the browser
// (docs/decisions/042-languages.md). A Spanish page loads translator.ts with its messages.
import type { Translator } from './translator-type.ts';

export const english: Translator = {
  locale: 'en',
  _: (id, values) => id.replace(/\{(\w+)\}/g, (_, name: string) => String(values?.[name] ?? '')),
};
