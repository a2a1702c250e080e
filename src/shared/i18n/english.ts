// English, the source language: its messages are their ids (read as ICU where they have values),
// so it needs no catalog, on the server or in the browser (docs/decisions/042-languages.md).
import { translator } from './translator.ts';

export const english = translator('en', {});
