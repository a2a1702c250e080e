// What hiding, restoring and dismissing the reports of one moderated item (an owner's post, a
// recommendation note) have in common: one transaction that locks the item, changes its hidden
// columns, resolves its open reports and writes the audit entry. Each service supplies an adapter
// for its own tables; asking twice changes nothing the second time.
import type { HideReason, ReportReason } from '#shared/catalogues/moderation.ts';
import type { Db } from '../../db/client.ts';
import { type Actor, type AuditRecord, recordAction } from '../audit/audit.service.ts';

const REPORTS_SHOWN = 10;

/** The hidden columns every moderated table has. */
export interface HiddenColumns {
  hiddenAt: Date | null;
  hiddenReason: string | null;
  hiddenNote: string | null;
}

export interface ModeratedItem<Found> {
  /** The item with its business's name, locked for the transaction; null when unknown. */
  lock(tx: Db, id: string): Promise<Found | null>;
  /** Its hidden columns as they are now. */
  hiddenOf(found: Found): HiddenColumns;
  setHidden(tx: Db, id: string, hidden: HiddenColumns): Promise<void>;
  /** Resolves its open reports; how many there were. */
  resolveReports(tx: Db, id: string, resolution: 'dismissed' | 'hidden'): Promise<number>;
  target(found: Found): AuditRecord['target'];
  /**
   * An item with a status of its own (a recommendation: counted or held): the audit entries of a
   * hide and a restore say it went to "hidden" and back to this.
   */
  statusOf?(found: Found): string;
}

/** What a hide sends: a reason of the item's own catalogue (checked by its route) and an optional note. */
export interface HideFields<R extends string> {
  reason: R;
  note?: string;
}

/** How a hidden item reads in answers (`R`: its catalogue's reasons); null when it is not hidden. */
export function hiddenView<R extends string = HideReason>(columns: HiddenColumns) {
  return columns.hiddenAt
    ? {
        hiddenAt: columns.hiddenAt.toISOString(),
        reason: columns.hiddenReason as R,
        note: columns.hiddenNote,
      }
    : null;
}

interface OpenReport {
  id: string;
  reason: string;
  details: string | null;
  createdAt: Date;
}

/** An item's open reports (newest first) as the queue shows them: counts by reason, the newest few. */
export function reportSummary(list: readonly OpenReport[]) {
  const counts = new Map<ReportReason, number>();
  for (const r of list) counts.set(r.reason as ReportReason, (counts.get(r.reason as ReportReason) ?? 0) + 1);
  return {
    reasons: [...counts].map(([reason, count]) => ({ reason, count })).sort((x, y) => y.count - x.count),
    reports: list.slice(0, REPORTS_SHOWN).map((r) => ({
      id: r.id,
      reason: r.reason as ReportReason,
      details: r.details,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

/**
 * Hide, restore and dismiss for one kind of item, hidden for the reasons `R` of its own catalogue;
 * each returns null when the item is unknown.
 */
export function moderationActions<Found, R extends string = HideReason>(item: ModeratedItem<Found>) {
  /** Runs `act` on the locked item in one transaction; null when unknown. */
  const withLocked = <T>(db: Db, id: string, act: (tx: Db, found: Found) => Promise<T>) =>
    db.transaction(async (tx) => {
      const found = await item.lock(tx, id);
      return found ? act(tx, found) : null;
    });

  return {
    withLocked,
    target: item.target,

    hide: (db: Db, id: string, input: HideFields<R>, actor: Actor) =>
      withLocked(db, id, async (tx, found) => {
        const current = item.hiddenOf(found);
        const already = hiddenView<R>(current);
        if (already) return { changed: false, hidden: already };
        const note = input.note || null;
        const now = new Date();
        await item.setHidden(tx, id, { hiddenAt: now, hiddenReason: input.reason, hiddenNote: note });
        const reportsResolved = await item.resolveReports(tx, id, 'hidden');
        const status = item.statusOf?.(found);
        await recordAction(tx, actor, {
          action: 'hide',
          target: item.target(found),
          before: { hidden: false, ...(status ? { status } : {}) },
          after: {
            hidden: true,
            ...(status ? { status: 'hidden' } : {}),
            reason: input.reason,
            reportsResolved,
          },
          note,
        });
        return { changed: true, hidden: { hiddenAt: now.toISOString(), reason: input.reason, note } };
      }),

    restore: (db: Db, id: string, actor: Actor) =>
      withLocked(db, id, async (tx, found) => {
        const current = item.hiddenOf(found);
        if (!current.hiddenAt) return { changed: false };
        await item.setHidden(tx, id, { hiddenAt: null, hiddenReason: null, hiddenNote: null });
        const status = item.statusOf?.(found);
        await recordAction(tx, actor, {
          action: 'restore',
          target: item.target(found),
          before: { hidden: true, ...(status ? { status: 'hidden' } : {}), reason: current.hiddenReason },
          after: { hidden: false, ...(status ? { status } : {}) },
        });
        return { changed: true };
      }),

    dismiss: (db: Db, id: string, actor: Actor) =>
      withLocked(db, id, async (tx, found) => {
        const dismissed = await item.resolveReports(tx, id, 'dismissed');
        if (dismissed)
          await recordAction(tx, actor, {
            action: 'dismiss',
            target: item.target(found),
            before: { openReports: dismissed },
            after: { openReports: 0 },
          });
        return { dismissed };
      }),
  };
}
