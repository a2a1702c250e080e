// An /events view as Atom (RFC 4287), written by the feed library as the posts' feeds are: one entry
// per coming date, its link the event on its business's page, its summary the day, hours and place.
import { Feed } from 'feed';
import { SITE_NAME } from '#shared/display/page-meta.ts';
import { eventWhen } from '#shared/posts/zoned-time.ts';
import { businessPath } from './event-shape.ts';
import type { EventRow } from './events.service.ts';

export function eventsAtom(rows: EventRow[], origin: string, self: string): string {
  const page = self.replace(/\/events\.atom/, '/events');
  const feed = new Feed({
    id: self,
    title: `Events on ${SITE_NAME}`,
    link: page,
    feedLinks: { atom: self },
    copyright: '',
    updated: new Date(Math.max(0, ...rows.map((r) => r.updated_at.getTime()))),
    author: { name: SITE_NAME, link: origin },
  });
  for (const r of rows) {
    const link = `${origin}${businessPath(r.business_username)}#post-${r.post_id}`;
    const status = r.cancelled ? 'Cancelled: ' : r.moved ? 'Moved: ' : '';
    feed.addItem({
      id: `urn:uuid:${r.post_id}:${r.on_day}`,
      title: `${status}${r.title}`,
      link,
      date: r.updated_at,
      published: r.updated_at,
      description: [eventWhen(r.starts_at, r.ends_at, r.time_zone), r.place, r.business_name]
        .filter(Boolean)
        .join(' · '),
      author: [{ name: r.business_name, link: `${origin}${businessPath(r.business_username)}` }],
    });
  }
  return feed.atom1();
}
