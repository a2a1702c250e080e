// One business as its owner can take it away: every wizard step's fields (pricing with step 9),
// opening hours, photos as absolute URLs, its daily page views, its posts, and the neighbours' notes
// said to it with the owner's answers (without who wrote them: other people stay out).
import { and, asc, eq, isNotNull, isNull, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { businessExport } from '#shared/api/data-export.ts';
import type { Db } from '../../db/client.ts';
import {
  businessPageViews,
  businessPosts,
  businessPricingItems,
  countedAndVisible,
  businessRecommendations as recs,
} from '../../db/schema/index.ts';
import type { BusinessRow } from '../businesses/owned-business.ts';
import { STEP_FIELDS } from '../onboarding/step-fields.ts';

export type BusinessExport = z.infer<typeof businessExport>;

/** Stored URLs are relative for local media (/media/…): the export names them in full. */
export const absoluteUrl = (publicUrl: string, url: string) =>
  url.startsWith('/') ? `${publicUrl}${url}` : url;

/** An owner's answer to a note, as both exports name it (the answer is its text and when). */
export const noteAnswer = (r: { reply: string | null; repliedAt: Date | null }) =>
  r.reply && r.repliedAt ? { text: r.reply, answeredAt: r.repliedAt.toISOString() } : null;

export async function exportBusiness(db: Db, row: BusinessRow, publicUrl: string): Promise<BusinessExport> {
  const [pricing, views, posts, notes] = await Promise.all([
    db
      .select({ itemName: businessPricingItems.itemName, itemPrice: businessPricingItems.itemPrice })
      .from(businessPricingItems)
      .where(eq(businessPricingItems.businessId, row.businessId))
      .orderBy(asc(businessPricingItems.position)),
    db
      .select({ day: businessPageViews.day, views: businessPageViews.views })
      .from(businessPageViews)
      .where(eq(businessPageViews.businessId, row.businessId))
      .orderBy(asc(businessPageViews.day)),
    db
      .select()
      .from(businessPosts)
      .where(and(eq(businessPosts.businessId, row.businessId), isNull(businessPosts.deletedAt)))
      .orderBy(asc(businessPosts.createdAt)),
    // The notes the page shows, and any the owner answered (held back or hidden since).
    db
      .select({ note: recs.note, writtenAt: recs.createdAt, reply: recs.reply, repliedAt: recs.repliedAt })
      .from(recs)
      .where(
        and(
          eq(recs.businessId, row.businessId),
          isNotNull(recs.note),
          or(countedAndVisible(), isNotNull(recs.reply)),
        ),
      )
      .orderBy(asc(recs.createdAt)),
  ]);
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  const steps: Record<string, Record<string, unknown>> = {};
  for (const [step, fields] of Object.entries(STEP_FIELDS))
    steps[step] = Object.fromEntries(fields.map((f) => [f, row[f]]));
  steps['9'].pricing = pricing;
  const url = (u: string) => absoluteUrl(publicUrl, u);
  return {
    businessId: row.businessId,
    publicUrl: row.businessUsername ? `${publicUrl}/business/${row.businessUsername}` : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    onboardingStep: row.onboardingStep,
    isPublished: row.isPublished,
    termsAcceptedAt: row.termsAcceptedAt?.toISOString() ?? null,
    region: row.businessRegion,
    steps,
    openingHours: row.openingHours ?? null,
    photos: [
      ...(row.ownerPhotoUrl ? [{ kind: 'owner' as const, url: url(row.ownerPhotoUrl) }] : []),
      ...(row.businessLogoUrl ? [{ kind: 'logo' as const, url: url(row.businessLogoUrl) }] : []),
      ...row.productPhotos.map((u) => ({ kind: 'product' as const, url: url(u) })),
    ],
    pageViews: views,
    posts: posts.map((p) => ({
      id: p.id,
      kind: p.kind,
      title: p.title,
      text: p.body,
      photoUrl: p.photoUrl ? url(p.photoUrl) : null,
      offerEndsOn: p.offerEndsOn,
      startsAt: iso(p.startsAt),
      endsAt: iso(p.endsAt),
      timeZone: p.timeZone,
      place: p.place,
      createdAt: p.createdAt.toISOString(),
      updatedAt: p.updatedAt.toISOString(),
      expiresAt: p.expiresAt.toISOString(),
      hiddenAt: iso(p.hiddenAt),
      hiddenReason: p.hiddenReason,
      hiddenNote: p.hiddenNote,
    })),
    recommendationNotes: notes.map((n) => ({
      note: n.note ?? '',
      writtenAt: n.writtenAt.toISOString(),
      answer: noteAnswer(n),
    })),
  };
}
