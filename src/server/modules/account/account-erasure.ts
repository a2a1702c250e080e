// What deleting an account removes besides the rows that cascade from `users` (sessions, sign-in
// methods, businesses with their pricing, hours, views, favourites both ways): the rows that name
// the person without a foreign key — waitlist entries, alerts and emails to their address, one-time links,
// failed sign-in counts, email cooldowns and their export limit — and the spelling words only their businesses used.
// Runs inside the deletion's transaction (docs/decisions/018-your-data.md lists what stays).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The words the spelling list took from a business (the same expression as migration 0007). */
const businessWords = sql`
  select distinct t.lexeme as word
  from business_profiles bp,
    unnest(to_tsvector('simple'::regconfig, lm_unaccent(concat_ws(' ', bp.business_name, bp.business_headline,
      bp.owner_story, bp.business_city, bp.business_region, lm_catalogue_words(bp.business_categories, false),
      lm_catalogue_words(bp.business_offering, false), lm_catalogue_words(bp.business_identities, false),
      lm_catalogue_words(ARRAY[bp.business_structure], false))))) as t`;

/** Before the user row goes: the words their businesses brought to the spelling list. */
export async function wordsOfUser(tx: Tx, userId: string): Promise<string[]> {
  const result = await tx.execute<{ word: string }>(
    sql`${businessWords} where bp.user_id = ${userId} and length(t.lexeme) between 3 and 30 and t.lexeme ~ '^[a-z]+$'`,
  );
  return (result as unknown as { rows: { word: string }[] }).rows.map((r) => r.word);
}

export async function eraseUnlinkedRows(
  tx: Tx,
  user: { id: string; email: string; username: string | null },
  words: string[],
) {
  const email = user.email.toLowerCase();
  await tx.execute(sql`delete from business_waitlists where lower(email) = ${email}`);
  await tx.execute(sql`delete from mail_outbox where lower(to_address) = ${email}`);
  // Alerts asked for before signing in name the address only (theirs by user id cascade).
  await tx.execute(sql`delete from area_alerts where user_id is null and lower(email) = ${email}`);
  // Reset links hold the user id; login links hold the address.
  await tx.execute(
    sql`delete from verifications where value = ${user.id}
        or position(${email} in lower(value)) > 0 or position(${email} in lower(identifier)) > 0`,
  );
  await tx.execute(
    sql`delete from sign_in_failures where key in (${`user:${user.id}`}, ${`unknown:${email}`}, ${`unknown:${user.username ?? ''}`})`,
  );
  // Their counters kept per account (`data-export:{id}`, `recommend-user:{id}`), and the
  // one-email-a-minute cooldowns kept per address (`mail:verify:{email}`).
  await tx.execute(
    sql`delete from rate_limits where right(key, ${user.id.length + 1}) = ${`:${user.id}`}
        or (key like 'mail:%' and right(key, ${email.length + 1}) = ${`:${email}`})`,
  );
  if (!words.length) return;
  // A word stays while any public business still uses it (the indexed search column, which stems
  // words, so "candle" stays while someone sells "candles"); stop words never are in it, and stay.
  await tx.execute(sql`
    delete from search_words w
    where w.word = any(${sql.param(words)}::text[])
      and numnode(plainto_tsquery('english', w.word)) > 0
      and not exists (
        select 1 from business_profiles bp
        where bp.is_published and bp.search_vector @@ plainto_tsquery('english', w.word))`);
}
