import { CalendarPlus, Clock, MapPin, Repeat } from 'lucide-react';
import { AppLink } from '../../../../components/ui/app-link.tsx';
import { Pill } from '../../../../components/ui/pill.tsx';
import { paths } from '../../../../config/paths.ts';
import { useI18n } from '../../../../lib/i18n.tsx';
import { withTags } from '../../../../lib/with-tags.tsx';
import type { EventDateItem } from '../../api/get-events.ts';

const STATUS_LABEL = { cancelled: /*i18n*/ 'Cancelled', moved: /*i18n*/ 'Moved', scheduled: null } as const;

/** One date of an event: when, what, where, whose, and "Add to calendar". */
export function EventCard({ item }: { item: EventDateItem }) {
  const i18n = useI18n();
  const status = STATUS_LABEL[item.status];
  const cancelled = item.status === 'cancelled';
  const town = [item.business.city, item.business.state].filter(Boolean).join(', ');
  return (
    <article
      aria-labelledby={`event-${item.postId}-${item.day}`}
      className="rounded-2xl border border-line bg-paper p-5 shadow-soft sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-2 text-sm font-medium text-ink-soft">
        <Clock aria-hidden="true" className="size-4 text-clay-strong" />
        <span className={cancelled ? 'line-through' : undefined}>{item.when}</span>
        {status ? (
          <Pill className={cancelled ? 'bg-danger-soft text-danger ring-danger/30' : undefined}>
            {i18n._(status)}
          </Pill>
        ) : null}
      </div>
      <h4 id={`event-${item.postId}-${item.day}`} className="mt-2 text-xl font-semibold text-ink">
        {item.title}
      </h4>
      <p className="mt-1 line-clamp-3 whitespace-pre-line text-ink-soft">{item.text}</p>
      <dl className="mt-3 space-y-1 text-sm text-ink-soft">
        {item.place ? (
          <div className="flex items-center gap-2">
            <dt className="sr-only">{i18n._('Place')}</dt>
            <MapPin aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
            <dd>{[item.place, item.business.street].filter(Boolean).join(' · ')}</dd>
          </div>
        ) : null}
        {item.repeats ? (
          <div className="flex items-center gap-2">
            <dt className="sr-only">{i18n._('Repeats')}</dt>
            <Repeat aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
            <dd>{item.repeats}</dd>
          </div>
        ) : null}
      </dl>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-line/70 pt-4">
        <p className="text-sm text-ink-soft">
          {withTags(i18n._('By <0>{name}</0>', { name: item.business.name }), {
            0: (chunk) => (
              <AppLink
                to={`${paths.business(item.business.username)}#post-${item.postId}`}
                className="font-semibold text-primary underline-offset-2 hover:underline"
              >
                {chunk}
              </AppLink>
            ),
          })}
          {town ? ` · ${town}` : null}
        </p>
        {cancelled ? null : (
          <a
            href={`/events/${item.postId}.ics`}
            className="inline-flex items-center gap-1.5 rounded-pill bg-primary-soft px-3.5 py-2 text-sm font-semibold text-primary hover:bg-primary/15"
          >
            <CalendarPlus aria-hidden="true" className="size-4" />
            {withTags(i18n._('Add to calendar<0>: {title}</0>', { title: item.title }), {
              0: (chunk) => <span className="sr-only">{chunk}</span>,
            })}
          </a>
        )}
      </div>
    </article>
  );
}
