import type { OverviewRow } from '../components/overview-section.tsx';

export interface Section {
  step: number;
  title: string;
  rows: OverviewRow[];
}

export const names = (slugs: string[], find: (s: string) => { name: string } | undefined) =>
  slugs.map((s) => find(s)?.name ?? s).join(', ');
export const yesNo = (v: boolean | null) => (v === null ? null : v ? 'Yes' : 'No');
