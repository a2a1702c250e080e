// "Download my data": every row we hold about the person, gathered in one read, and what was said
// to them (an owner's answer to their recommendation; the notes on their businesses, in each
// business). Secrets stay out (password hashes, session tokens, addresses); so do other people
// (who favourited a business, who reported it, who wrote a note).
import { asc, eq, or, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { accountExport } from '#shared/api/data-export.ts';
import type { Db } from '../../db/client.ts';
import {
  accounts,
  areaAlerts,
  businessPosts,
  businessProfiles,
  businessRecommendations,
  businessReports,
  businessWaitlists,
  favorites,
  postReports,
  userDigests,
  users,
} from '../../db/schema/index.ts';
import { unauthorized } from '../../lib/errors.ts';
import { listDevices } from '../sessions/sessions.service.ts';
import { exportBusiness, noteAnswer } from './business-export.ts';

type AccountExport = z.infer<typeof accountExport>;
const iso = (d: Date | null) => d?.toISOString() ?? null;

export async function exportAccount(
  db: Db,
  userId: string,
  currentSessionId: string | null,
  publicUrl: string,
): Promise<AccountExport> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw unauthorized();
  const [methods, devices, favourites, owned, reports, waitlist, postReported, digests, alerts] =
    await Promise.all([
      db.select({ providerId: accounts.providerId }).from(accounts).where(eq(accounts.userId, userId)),
      listDevices(db, userId, currentSessionId),
      db
        .select({
          businessId: favorites.businessId,
          businessName: businessProfiles.businessName,
          businessUsername: businessProfiles.businessUsername,
          favoritedAt: favorites.createdAt,
        })
        .from(favorites)
        .innerJoin(businessProfiles, eq(businessProfiles.businessId, favorites.businessId))
        .where(eq(favorites.userId, userId))
        .orderBy(asc(favorites.createdAt)),
      db
        .select()
        .from(businessProfiles)
        .where(eq(businessProfiles.userId, userId))
        .orderBy(asc(businessProfiles.createdAt)),
      reportsBy(db, userId, businessReports, {
        businessId: businessReports.businessId,
        businessName: businessProfiles.businessName,
      }).innerJoin(businessProfiles, eq(businessProfiles.businessId, businessReports.businessId)),
      // The waitlist is joined by email address, not by account.
      db
        .select()
        .from(businessWaitlists)
        .where(sql`lower(${businessWaitlists.email}) = lower(${user.email})`)
        .orderBy(asc(businessWaitlists.createdAt)),
      reportsBy(db, userId, postReports, {
        postId: postReports.postId,
        postTitle: businessPosts.title,
      }).innerJoin(businessPosts, eq(businessPosts.id, postReports.postId)),
      db.select().from(userDigests).where(eq(userDigests.userId, userId)).limit(1),
      db
        .select()
        .from(areaAlerts)
        .where(or(eq(areaAlerts.userId, userId), sql`lower(${areaAlerts.email}) = lower(${user.email})`))
        .orderBy(asc(areaAlerts.createdAt)),
    ]);
  const [digest] = digests;
  const recommended = await db
    .select({ note: businessRecommendations, businessName: businessProfiles.businessName })
    .from(businessRecommendations)
    .innerJoin(businessProfiles, eq(businessProfiles.businessId, businessRecommendations.businessId))
    .where(eq(businessRecommendations.userId, userId))
    .orderBy(asc(businessRecommendations.createdAt));
  return {
    exportedAt: new Date().toISOString(),
    account: {
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      username: user.username,
      firstName: user.firstName,
      lastName: user.lastName,
      birthday: user.birthday,
      zip: user.zip,
      createdAt: user.createdAt.toISOString(),
      usernameChangedAt: iso(user.usernameChangedAt),
      operator: user.isOperator,
      signInMethods: methods.map((m) => m.providerId),
    },
    sessions: devices,
    favorites: favourites.map((f) => ({ ...f, favoritedAt: f.favoritedAt.toISOString() })),
    businesses: await Promise.all(owned.map((row) => exportBusiness(db, row, publicUrl))),
    recommendations: recommended.map(({ note, businessName }) => ({
      businessId: note.businessId,
      businessName,
      note: note.note,
      status: note.status,
      hidden: note.hiddenAt !== null,
      createdAt: note.createdAt.toISOString(),
      answer: noteAnswer(note),
    })),
    reports: reports.map(datedReport),
    postReports: postReported.map(datedReport),
    digest: digest
      ? {
          frequency: digest.frequency,
          offeredAt: iso(digest.offeredAt),
          updatesSeenAt: iso(digest.updatesSeenAt),
          lastSentAt: iso(digest.lastSentAt),
        }
      : null,
    alerts: alerts.map((a) => ({
      state: a.state,
      region: a.region,
      zipCode: a.zipCode,
      radiusMiles: a.radiusMiles,
      confirmedAt: iso(a.confirmedAt),
      createdAt: a.createdAt.toISOString(),
    })),
    waitlist: waitlist.map((w) => ({
      businessName: w.businessName,
      ownerName: w.ownerName,
      category: w.category,
      zipCode: w.zipCode,
      joinedAt: w.createdAt.toISOString(),
      unsubscribedAt: iso(w.unsubscribedAt),
    })),
  };
}

/**
 * A person's reports in one table, oldest first: what each says and how it ended, with `named`,
 * what it reported (the caller joins the table that names it).
 */
function reportsBy<N extends SelectedFields>(
  db: Db,
  userId: string,
  t: typeof businessReports | typeof postReports,
  named: N,
) {
  return db
    .select({
      ...named,
      reason: t.reason,
      details: t.details,
      createdAt: t.createdAt,
      resolvedAt: t.resolvedAt,
      resolution: t.resolution,
    })
    .from(t)
    .where(eq(t.reporterUserId, userId))
    .orderBy(asc(t.createdAt))
    .$dynamic();
}

const datedReport = <R extends { createdAt: Date; resolvedAt: Date | null }>(r: R) => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  resolvedAt: iso(r.resolvedAt),
});
