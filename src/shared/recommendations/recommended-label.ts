// The count's words, alone in a file: every card imports it, and the rules beside it would weigh on
// the market's first load.
import { formatWhole } from '../display/format.ts';

/** "Recommended by 1 neighbour" / "Recommended by 12 neighbours". */
export const recommendedByLabel = (n: number) =>
  `Recommended by ${formatWhole(n)} ${n === 1 ? 'neighbour' : 'neighbours'}`;
