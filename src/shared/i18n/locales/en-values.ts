// Written by `npm run i18n`: the English messages with values (any other is its own id).
import type { Messages } from '../translator.ts';

export const messages: Messages = {
  "Updates, {unseen} new": [
    "Updates, ",
    [
      "unseen"
    ],
    " new"
  ],
  "© {year} Locals Market · Made with care for local communities.": [
    "© ",
    [
      "year"
    ],
    " Locals Market · Made with care for local communities."
  ]
};
