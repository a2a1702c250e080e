import type { Locale } from '#shared/i18n/locale.ts';
import { localizedPath } from '#shared/i18n/locale.ts';
import { paths } from '../../../config/paths.ts';

/** Where emailed confirmation and login links land once they have signed the person in, in the language they asked in. */
export const afterLinkPath = (locale: Locale) => localizedPath(paths.profile, locale);
