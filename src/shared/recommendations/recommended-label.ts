// The count's words, alone in a file: every card imports it, and the rules beside it would weigh on
// the market's first load. Messages of the catalogs (docs/decisions/042-languages.md): English
// chooses its noun by the count here; a translation may choose its own plural forms.

import { wholeIn } from '../i18n/numbers.ts';
import type { Translator } from '../i18n/translator.ts';

/** "Recommended by 1 neighbour" / "Recommended by 1,200 neighbours", in the page's language. */
export const recommendedByLabel = (count: number, i18n: Translator) => {
  const values = { count: wholeIn(i18n.locale, count) };
  return count === 1
    ? i18n._('Recommended by {count} neighbour', values)
    : i18n._('Recommended by {count} neighbours', values);
};
