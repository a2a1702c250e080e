import { describe, expect, it } from 'vitest';
import { parseEditStep, parseWizardStep, progressPercent, resumeStep } from './wizard-steps.ts';

describe('parseWizardStep', () => {
  it('reads steps 0 to 15', () => {
    expect(parseWizardStep('0')).toBe(0);
    expect(parseWizardStep('7')).toBe(7);
    expect(parseWizardStep('15')).toBe(15);
  });
  it('treats a non-integer step as 1 (docs/product.md §5.2)', () => {
    for (const raw of ['abc', '2.5', '', ' ', '1e1', undefined]) expect(parseWizardStep(raw)).toBe(1);
  });
  it('has no step outside 0–15', () => {
    expect(parseWizardStep('16')).toBeNull();
    expect(parseWizardStep('-1')).toBeNull();
  });
});

describe('parseEditStep', () => {
  it('accepts 1–15 only', () => {
    expect(parseEditStep('1')).toBe(1);
    expect(parseEditStep('15')).toBe(15);
    for (const raw of ['0', '16', 'x', undefined]) expect(parseEditStep(raw)).toBeNull();
  });
});

describe('resumeStep', () => {
  it('continues after the saved progress, never past 15', () => {
    expect(resumeStep(1)).toBe(2);
    expect(resumeStep(3)).toBe(4);
    expect(resumeStep(14)).toBe(15);
    expect(resumeStep(15)).toBe(15);
  });
});

it('progressPercent fills the bar by step', () => {
  expect(progressPercent(0)).toBe(0);
  expect(progressPercent(15)).toBe(100);
});
