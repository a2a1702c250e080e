import type { Translator } from '#shared/i18n/translator.ts';
import type { OverviewRow } from '../components/overview-section.tsx';

export interface Section {
  step: number;
  title: string;
  rows: OverviewRow[];
}

/** Catalogue names (messages) in the page's language; an unknown slug as it is. */
export const names = (slugs: string[], find: (s: string) => { name: string } | undefined, i18n: Translator) =>
  slugs
    .map((s) => {
      const entry = find(s);
      return entry ? i18n._(entry.name) : s;
    })
    .join(', ');
export const yesNo = (v: boolean | null, i18n: Translator) =>
  v === null ? null : v ? i18n._('Yes') : i18n._('No');

/** Rows that show a saved field as it is, each with its label (in the page's language). */
export const plainRows = <B>(
  b: B,
  fields: readonly (readonly [label: string, key: keyof B])[],
): OverviewRow[] => fields.map(([label, key]) => ({ label, value: b[key] as OverviewRow['value'] }));
