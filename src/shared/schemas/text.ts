// The one rule for every text a person types: no control characters. A NUL or an escape code is
// never meaningful in a name, a story or a search, and some (NUL) cannot even be stored. Multi-line
// fields keep tab and line breaks; single-line fields keep nothing below the space.
import { z } from 'zod';

// Every schema imports this file. Zod's compiled validators need eval, which our Content Security
// Policy forbids in the browser (even probing for it is reported): validate without them.
z.config({ jitless: true });

export const CONTROL_CHARS_MESSAGE =
  /*i18n*/ 'Remove control characters (such as invisible or NUL characters).';

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const hasControlChars = (value: string, multiline = false) =>
  (multiline ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(value);

/** A single-line string: use instead of `z.string()` in every schema. */
export const text = () => z.string().refine((v) => !hasControlChars(v), CONTROL_CHARS_MESSAGE);

/** A string that may hold tabs and line breaks (a story, details of a report). */
export const multilineText = () => z.string().refine((v) => !hasControlChars(v, true), CONTROL_CHARS_MESSAGE);
