// "Download my data": every row we hold about the person, gathered in one read. Secrets stay out
// (password hashes, session tokens, addresses); so do other people (who favourited a business,
// who reported it).
import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { accountExport } from '#shared/api/data-export.ts';
import type { Db } from '../../db/client.ts';
import {
  accounts,
  businessProfiles,
  businessReports,
  businessWaitlists,
  favorites,
  users,
} from '../../db/schema/index.ts';
import { unauthorized } from '../../lib/errors.ts';
import { listDevices } from '../sessions/sessions.service.ts';
import { exportBusiness } from './business-export.ts';

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
  const [methods, devices, favourites, owned, reports, waitlist] = await Promise.all([
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
    db
      .select({
        businessId: businessReports.businessId,
        businessName: businessProfiles.businessName,
        reason: businessReports.reason,
        details: businessReports.details,
        createdAt: businessReports.createdAt,
        resolvedAt: businessReports.resolvedAt,
        resolution: businessReports.resolution,
      })
      .from(businessReports)
      .innerJoin(businessProfiles, eq(businessProfiles.businessId, businessReports.businessId))
      .where(eq(businessReports.reporterUserId, userId))
      .orderBy(asc(businessReports.createdAt)),
    // The waitlist is joined by email address, not by account.
    db
      .select()
      .from(businessWaitlists)
      .where(sql`lower(${businessWaitlists.email}) = lower(${user.email})`)
      .orderBy(asc(businessWaitlists.createdAt)),
  ]);
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
    reports: reports.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      resolvedAt: iso(r.resolvedAt),
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
