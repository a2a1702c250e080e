import { cn } from '../../../lib/cn.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { withTags } from '../../../lib/with-tags.tsx';

/** 'n/60' under a field; turns red past the limit. */
export function CharCounter({ value, max, id }: { value: string; max: number; id?: string }) {
  const i18n = useI18n();
  const over = value.length > max;
  return (
    <span
      id={id}
      className={cn('text-sm tabular-nums', over ? 'font-semibold text-danger' : 'text-ink-muted')}
    >
      {withTags(i18n._('{count}/{max}<0> characters</0>', { count: value.length, max }), {
        0: (chunk) => <span className="sr-only">{chunk}</span>,
      })}
    </span>
  );
}
