// A form's text fields hold strings: a value the database keeps as null ("not given") is shown, and
// sent back, as ''. One rule for the account settings the server hands out and the post editor.

type Blanked<T, K extends keyof T> = { [P in K]: Exclude<T[P], null | undefined> | '' };

/** The named fields of `row`, each null or missing one as ''. */
export function blankFields<T, K extends keyof T>(row: T, names: readonly K[]): Blanked<T, K> {
  const out = {} as Blanked<T, K>;
  for (const name of names) out[name] = (row[name] ?? '') as Blanked<T, K>[K];
  return out;
}
