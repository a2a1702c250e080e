// What the console shows per state: live or not, published and draft businesses, owners waiting,
// waitlist addresses, and the last launch or pause with the progress of its emails.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { toCsv } from '../../lib/csv.ts';
import { campaignProgress } from '../../mail/campaign.ts';

interface CountsRow {
  slug: string;
  name: string;
  code: string;
  isLive: boolean;
  published: number;
  drafts: number;
  ownersWaiting: number;
  waitlist: number;
}

interface ChangeRow {
  slug: string;
  id: string;
  action: 'launch' | 'pause';
  at: string | Date;
  actor: string;
}

/** Every state (or the one of `slug`), by name. */
export async function stateOverview(db: Db, slug: string | null = null) {
  const counts = await queryRows<CountsRow>(
    db,
    sql`
      select s.slug, s.name, s.code, s.is_live as "isLive",
        coalesce(b.published, 0)::int as published, coalesce(b.drafts, 0)::int as drafts,
        coalesce(b.owners_waiting, 0)::int as "ownersWaiting", coalesce(w.waitlist, 0)::int as waitlist
      from states s
      left join (
        select business_state,
          count(*) filter (where is_published) as published,
          count(*) filter (where not is_published) as drafts,
          count(distinct user_id) filter (where not is_published) as owners_waiting
        from business_profiles where business_state is not null group by business_state
      ) b on b.business_state = s.name
      left join (
        select z.state, count(distinct lower(w.email)) as waitlist
        from business_waitlists w join us_zips z on z.zip = w.zip_code
        where w.unsubscribed_at is null group by z.state
      ) w on w.state = s.name
      where ${slug}::text is null or s.slug = ${slug}
      order by s.name`,
  );
  const changes = await queryRows<ChangeRow>(
    db,
    sql`
      select distinct on (target_id) target_id as slug, id, action, at, actor
      from operator_audit_log
      where target_type = 'state' and action in ('launch', 'pause')
        and (${slug}::text is null or target_id = ${slug})
      order by target_id, seq desc`,
  );
  const campaignOf = (c: ChangeRow) => `${c.action}:${c.id}`;
  const progress = await campaignProgress(db, changes.map(campaignOf));
  const lastBySlug = new Map(changes.map((c) => [c.slug, c]));
  return counts.map((row) => {
    const last = lastBySlug.get(row.slug);
    return {
      ...row,
      lastChange: last
        ? {
            action: last.action,
            at: new Date(last.at).toISOString(),
            actor: last.actor,
            emails: progress.get(campaignOf(last))!,
          }
        : null,
    };
  });
}

export type AdminStateRow = Awaited<ReturnType<typeof stateOverview>>[number];

const WEEKS = 12;
const DAY_MS = 86_400_000;

/** Monday (UTC) of the week of `time`, as YYYY-MM-DD. */
export function weekOf(time: number): string {
  const day = new Date(time);
  const monday = time - ((day.getUTCDay() + 6) % 7) * DAY_MS;
  return new Date(monday).toISOString().slice(0, 10);
}

/** Waitlist sign-ups in the state per week, the last 12 weeks, oldest first, zero-filled. */
export async function signupsByWeek(db: Db, stateName: string, now = Date.now()) {
  const weeks = Array.from({ length: WEEKS }, (_, i) => weekOf(now - (WEEKS - 1 - i) * 7 * DAY_MS));
  const rows = await queryRows<{ week: string; count: number }>(
    db,
    sql`
      select to_char(date_trunc('week', w.created_at at time zone 'UTC'), 'YYYY-MM-DD') as week,
        count(*)::int as count
      from business_waitlists w join us_zips z on z.zip = w.zip_code
      where z.state = ${stateName} and w.created_at >= (${weeks[0]}::date)::timestamp at time zone 'UTC'
      group by 1`,
  );
  const byWeek = new Map(rows.map((r) => [r.week, Number(r.count)]));
  return weeks.map((week) => ({ week, count: byWeek.get(week) ?? 0 }));
}

/** The state's waitlist for a spreadsheet, oldest first, without unsubscribed addresses. */
export async function waitlistCsv(db: Db, stateName: string) {
  const rows = await queryRows<Record<string, string | Date>>(
    db,
    sql`
      select lower(w.email) as email, w.business_name, w.owner_name, w.category, w.zip_code, z.city, w.created_at
      from business_waitlists w join us_zips z on z.zip = w.zip_code
      where z.state = ${stateName} and w.unsubscribed_at is null
      order by w.created_at, w.id`,
  );
  return toCsv(
    ['email', 'business_name', 'owner_name', 'what_they_sell', 'zip', 'city', 'joined_at'],
    rows.map((r) => [
      String(r.email),
      String(r.business_name),
      String(r.owner_name),
      String(r.category),
      String(r.zip_code),
      String(r.city),
      new Date(r.created_at).toISOString(),
    ]),
  );
}
