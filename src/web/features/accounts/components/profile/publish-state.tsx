import { cn } from '../../../../lib/cn.ts';
import { useI18n } from '../../../../lib/i18n.tsx';

/** The Published / Draft label of a profile card. */
export function PublishState({ published }: { published: boolean }) {
  const i18n = useI18n();
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-pill px-3 py-1 text-xs font-bold shadow-soft ring-1 ring-inset',
        published ? 'bg-primary text-cream ring-primary' : 'bg-paper text-clay-strong ring-clay/40',
      )}
    >
      <span aria-hidden="true" className={cn('size-1.5 rounded-full', published ? 'bg-honey' : 'bg-clay')} />
      {published ? i18n._('Published') : i18n._('Draft')}
    </span>
  );
}
