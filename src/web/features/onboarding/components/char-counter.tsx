import { cn } from '../../../lib/cn.ts';

/** 'n/60' under a field; turns red past the limit. */
export function CharCounter({ value, max, id }: { value: string; max: number; id?: string }) {
  const over = value.length > max;
  return (
    <span
      id={id}
      className={cn('text-sm tabular-nums', over ? 'font-semibold text-danger' : 'text-ink-muted')}
    >
      {value.length}/{max}
      <span className="sr-only"> characters</span>
    </span>
  );
}
