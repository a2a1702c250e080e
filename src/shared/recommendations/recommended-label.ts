// The count's words, alone in a file: every card imports it, and the rules beside it would weigh on
// the market's first load.

/** "Recommended by 1 neighbour" / "Recommended by 12 neighbours". */
export const recommendedByLabel = (n: number) =>
  `Recommended by ${n.toLocaleString('en-US')} ${n === 1 ? 'neighbour' : 'neighbours'}`;
