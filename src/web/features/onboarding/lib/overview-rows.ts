import type { OverviewRow } from '../components/overview-section.tsx';

export interface Section {
  step: number;
  title: string;
  rows: OverviewRow[];
}

export const names = (slugs: string[], find: (s: string) => { name: string } | undefined) =>
  slugs.map((s) => find(s)?.name ?? s).join(', ');
export const yesNo = (v: boolean | null) => (v === null ? null : v ? 'Yes' : 'No');

/** Rows that show a saved field as it is, each with its label. */
export const plainRows = <B>(
  b: B,
  fields: readonly (readonly [label: string, key: keyof B])[],
): OverviewRow[] => fields.map(([label, key]) => ({ label, value: b[key] as OverviewRow['value'] }));
