// Geometry of the app's small bar charts (a hand-made SVG, no chart library): page views per day
// on the business dashboard, waitlist sign-ups per week in the operator console.

export interface BarValue {
  /** Unique per bar (a day, a week). */
  key: string;
  value: number;
}

export interface Bar extends BarValue {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Bars filling a width × height box; a zero keeps a thin stub so the rhythm shows. */
export function chartBars<T extends BarValue>(
  values: readonly T[],
  width: number,
  height: number,
  gapRatio = 0.3,
): (T & Bar)[] {
  if (values.length === 0) return [];
  const max = Math.max(1, ...values.map((d) => d.value));
  const slot = width / values.length;
  const barWidth = slot * (1 - gapRatio);
  return values.map((d, i) => {
    const h = d.value === 0 ? Math.min(2, height) : Math.max(3, (d.value / max) * height);
    return { ...d, x: i * slot + (slot - barWidth) / 2, y: height - h, width: barWidth, height: h };
  });
}
