import { CalendarDays, CalendarPlus, Rss } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { eventJsonLd } from '#shared/events/event-json-ld.ts';
import { scriptJson } from '#shared/html/script-json.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import type { Translator } from '#shared/i18n/translator.ts';
import { MapView } from '../../../../components/map/map-view.tsx';
import { ViewToggle } from '../../../../components/map/view-toggle.tsx';
import { PageHeader } from '../../../../components/page-header.tsx';
import { AppLink } from '../../../../components/ui/app-link.tsx';
import { ApiError } from '../../../../lib/api.ts';
import { useI18n } from '../../../../lib/i18n.tsx';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';
import { type EventDateItem, type EventsPageData, eventsAddress, useEvents } from '../../api/get-events.ts';
import { EventCard } from './event-card.tsx';
import { EventsFilters } from './events-filters.tsx';
import { EVENTS_MAP } from './events-map-kind.tsx';

/** The dates grouped by the day each starts on, in its own zone (the list is in time order). */
function byDay(items: EventDateItem[]) {
  const days: { day: string; items: EventDateItem[] }[] = [];
  for (const item of items) {
    const last = days.at(-1);
    if (last?.day === item.localDay) last.items.push(item);
    else days.push({ day: item.localDay, items: [item] });
  }
  return days;
}

/** The same words as the server's head (eventsMeta, page-meta.ts). */
function heading(data: EventsPageData | undefined, i18n: Translator) {
  if (data?.near) return i18n._('Events near {place}', { place: `${data.near.city}, ${data.near.state}` });
  if (data?.area) return i18n._('Events in {place}', { place: data.area.region ?? data.area.state });
  return i18n._('What’s on near you');
}

/** A day as its heading says it: "Saturday, June 14" (as event-json-ld.ts's dayHeading, in a language). */
const dayHeading = (day: string, locale: Locale) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString(locale === 'es' ? 'es-US' : 'en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** The address of this view without its page: what a calendar subscribes to. */
function feedQuery(params: URLSearchParams) {
  const query = eventsAddress(params);
  query.delete('cursor');
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** `/events`: coming events across businesses, by day, whole without script. */
export function EventsPage() {
  const [params] = useSearchParams();
  const i18n = useI18n();
  const { data, error } = useEvents(params);
  const title = heading(data, i18n);
  useDocumentTitle(title);
  const fields = error instanceof ApiError ? error.fields : {};
  const feed = feedQuery(params);
  const view = params.get('view') === 'map' ? 'map' : 'list';
  const next = withView(eventsAddress(params), view);
  if (data?.nextCursor) next.set('cursor', data.nextCursor);
  const listAddress = eventsAddress(params).toString();
  return (
    <>
      <PageHeader
        eyebrow={i18n._('Events')}
        title={title}
        description={i18n._(
          'Markets, classes, open studios and pop-ups from local businesses. Add one to your calendar, or subscribe to this list and it stays up to date.',
        )}
      />
      <div className="mx-auto grid max-w-page gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[18rem_1fr] lg:px-8">
        <div id="events-filters" className="order-2 scroll-mt-24 lg:order-none">
          <EventsFilters params={params} fields={fields} view={view} />
        </div>
        <section aria-labelledby="events-list-title" className="min-w-0">
          <a
            href="#events-filters"
            className="mb-4 inline-flex font-semibold text-primary underline underline-offset-4 lg:hidden"
          >
            {i18n._('Change place, dates or filters')}
          </a>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="events-list-title" className="text-2xl font-semibold text-ink">
              {data ? rangeLabel(data.days, i18n) : i18n._('Events')}
            </h2>
            <div className="flex flex-wrap gap-2 text-sm">
              <a
                href={`/events.ics${feed}`}
                className="inline-flex items-center gap-1.5 rounded-pill border border-line bg-paper px-3.5 py-2 font-medium text-ink hover:bg-cream-deep"
              >
                <CalendarPlus aria-hidden="true" className="size-4" />
                {i18n._('Subscribe in your calendar')}
              </a>
              <a
                href={`/events.atom${feed}`}
                className="inline-flex items-center gap-1.5 rounded-pill border border-line bg-paper px-3.5 py-2 font-medium text-ink hover:bg-cream-deep"
              >
                <Rss aria-hidden="true" className="size-4" />
                {i18n._('Atom feed')}
              </a>
            </div>
          </div>
          <div className="mt-4 flex justify-end">
            <ViewToggle
              view={view}
              listHref={`/events${listAddress ? `?${listAddress}` : ''}`}
              mapHref={`/events?${withView(eventsAddress(params), 'map').toString()}`}
            />
          </div>
          {view === 'map' && data?.items.length ? (
            <div className="mt-6">
              <MapView items={data.items} kind={EVENTS_MAP} bbox={null} more={Boolean(data.nextCursor)} />
            </div>
          ) : null}
          {error && !Object.keys(fields).length ? (
            <p role="alert" className="mt-6 rounded-lg bg-danger-soft px-4 py-3 text-danger">
              {i18n._('We couldn’t load events. Please try again.')}
            </p>
          ) : null}
          {data && !data.items.length ? (
            <div className="mt-8 rounded-2xl border border-dashed border-line bg-paper px-6 py-10 text-center">
              <CalendarDays aria-hidden="true" className="mx-auto size-8 text-ink-muted" />
              <p className="mt-3 text-lg font-medium text-ink">{i18n._('No events here for these days.')}</p>
              <p className="mt-1 text-ink-soft">
                {i18n._('Try a wider radius, another place, or every coming date.')}
              </p>
              <AppLink
                to={`/events${everyDate(params, data.days.from)}`}
                className="mt-4 inline-block font-medium text-primary underline"
              >
                {i18n._('See every coming date')}
              </AppLink>
            </div>
          ) : null}
          {data
            ? byDay(data.items).map(({ day, items }) => (
                <section key={day} aria-labelledby={`day-${day}`} className="mt-8">
                  <h3 id={`day-${day}`} className="border-b border-line pb-2 text-lg font-semibold text-ink">
                    {dayHeading(day, i18n.locale)}
                  </h3>
                  <ul className="mt-4 grid gap-4">
                    {items.map((item) => (
                      <li key={`${item.postId}/${item.day}`}>
                        <EventCard item={item} />
                      </li>
                    ))}
                  </ul>
                </section>
              ))
            : null}
          {data?.nextCursor ? (
            <div className="mt-8 text-center">
              <AppLink
                to={`/events?${next.toString()}`}
                className="inline-flex rounded-pill bg-primary px-5 py-2.5 font-semibold text-cream hover:bg-primary-hover"
              >
                {i18n._('More events')}
              </AppLink>
            </div>
          ) : null}
          {data?.items.length ? (
            <script
              type="application/ld+json"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD is a script's raw text (React would escape it into invalid JSON); scriptJson escapes every '<', so nothing can close the element
              dangerouslySetInnerHTML={{ __html: scriptJson(data.items.map(eventJsonLd)) }}
            />
          ) : null}
        </section>
      </div>
    </>
  );
}

function rangeLabel(days: EventsPageData['days'], i18n: Translator) {
  const day = (d: string) => dayHeading(d, i18n.locale);
  if (!days.to) return i18n._('From {day}', { day: day(days.from) });
  if (days.from === days.to) return day(days.from);
  return `${day(days.from)} – ${day(days.to)}`;
}

/** The same place and filters, every coming date. */
function everyDate(params: URLSearchParams, from: string) {
  const query = eventsAddress(params);
  for (const key of ['when', 'from', 'to', 'cursor']) query.delete(key);
  query.set('from', from);
  return `?${query.toString()}`;
}

/** The address with the map view kept (the list is the default and is not written). */
function withView(query: URLSearchParams, view: 'list' | 'map') {
  if (view === 'map') query.set('view', 'map');
  return query;
}
