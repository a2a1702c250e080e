// Writes the dumps (ADR 039): every public business, read in one snapshot through a cursor and
// written as it comes, as CSV and GeoJSON, for the whole directory and for each live state. Each
// state's rows are compressed once into a gzip member; the whole directory's files join the states'
// members (gzip-members.ts). Memory stays flat whatever the size: a batch of rows and the gzip streams.
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { DumpManifest } from '#shared/api/open-data.ts';
import {
  DUMP_FILE_PATTERN,
  type DumpFormat,
  dumpFileName,
  OPEN_DATA_DOWNLOADS,
  OPEN_DATA_LICENCE,
} from '#shared/open-data/open-data.ts';
import type { Db } from '../../db/client.ts';
import { queryRows, type RawSql } from '../../db/query-rows.ts';
import { csvHeader, csvRow, geoFeature } from './dump-rows.ts';
import { publishDump } from './dump-store.ts';
import { GzipPart, joinMembers, member } from './gzip-members.ts';
import { OPEN_COLUMNS, type OpenRow, openBusiness, openJoins } from './open-rows.ts';

const BATCH = 2_000;
/** An arbitrary, fixed key: the advisory lock that makes one process the writer of the dumps. */
export const DUMP_LOCK = 7_104_500_320;

const GEO_START = `{"type":"FeatureCollection","license":"${OPEN_DATA_LICENCE.database.id}","attribution":"${OPEN_DATA_LICENCE.attribution}","features":[\n`;
const GEO_END = '\n]}\n';
const GEO_SEPARATOR = ',\n';

interface StatePart {
  slug: string;
  name: string;
  count: number;
  csv: GzipPart;
  geo: GzipPart;
}

export interface DumpOptions {
  /** DATA_DIR/open-data: the dumps' folder (dump-store.ts). */
  root: string;
  /** PUBLIC_URL: the businesses' page addresses and the files' download addresses. */
  origin: string;
  now?: Date;
}

/** Writes the dumps and makes them the current ones; null when another process holds the lock. */
export async function writeDumps(db: Db, opts: DumpOptions): Promise<DumpManifest | null> {
  const now = opts.now ?? new Date();
  const stamp = `${now.toISOString().replace(/[:.]/g, '-')}-${process.pid}`;
  const building = join(opts.root, `.building-${stamp}`);
  await mkdir(join(building, 'parts'), { recursive: true });
  try {
    const read = await db.transaction((tx) => readAll(tx, building, opts.origin));
    if (!read) return null;
    const manifest = await assemble(building, read, opts.origin, now);
    await rm(join(building, 'parts'), { recursive: true, force: true });
    await writeFile(join(building, 'manifest.json'), JSON.stringify(manifest, null, 2));
    const dir = join(opts.root, stamp);
    await rename(building, dir);
    await publishDump(opts.root, stamp);
    return manifest;
  } finally {
    await rm(building, { recursive: true, force: true });
  }
}

/** Every public business into each live state's parts, in one snapshot; null without the lock. */
async function readAll(tx: RawSql, dir: string, origin: string) {
  await tx.execute(sql`set transaction isolation level repeatable read`);
  const [lock] = await queryRows<{ locked: boolean }>(
    tx,
    sql`select pg_try_advisory_xact_lock(${DUMP_LOCK}) as locked`,
  );
  if (!lock?.locked) return null;
  await tx.execute(sql`set local jit = off`);
  await tx.execute(sql`set local statement_timeout = 0`);
  await tx.execute(sql`set local work_mem = '64MB'`);
  await tx.execute(sql`set local cursor_tuple_fraction = 1`);
  // The feed's position in the same snapshot: a mirror that loads this dump follows the feed from it.
  const [position] = await queryRows<{ seq: string }>(
    tx,
    sql`select coalesce(max(seq), 0)::text as seq from open_data_changes`,
  );
  const live = await queryRows<{ slug: string; name: string }>(
    tx,
    sql`select slug, name from states where is_live order by name`,
  );
  const parts = new Map<string, StatePart>();
  for (const s of live)
    parts.set(s.name, {
      ...s,
      count: 0,
      csv: new GzipPart(join(dir, 'parts', `${s.slug}.csv`)),
      geo: new GzipPart(join(dir, 'parts', `${s.slug}.geojson`)),
    });
  try {
    await tx.execute(
      sql`declare open_data_dump no scroll cursor for
        select ${OPEN_COLUMNS} from open_data_changes c ${openJoins('join')} where c.is_public`,
    );
    for (;;) {
      const rows = await queryRows<OpenRow>(tx, sql.raw(`fetch ${BATCH} from open_data_dump`));
      for (const row of rows) {
        const part = parts.get(row.state);
        if (!part) continue;
        const business = openBusiness(row, origin);
        await part.csv.write(csvRow(business));
        await part.geo.write((part.count ? GEO_SEPARATOR : '') + geoFeature(business));
        part.count++;
      }
      if (rows.length < BATCH) break;
    }
    await tx.execute(sql`close open_data_dump`);
  } finally {
    for (const p of parts.values()) await Promise.all([p.csv.end(), p.geo.end()]);
  }
  return { cursor: position?.seq ?? '0', states: [...parts.values()] };
}

/** The whole directory's files and each state's, from the parts; the manifest that lists them. */
async function assemble(
  dir: string,
  read: { cursor: string; states: StatePart[] },
  origin: string,
  now: Date,
): Promise<DumpManifest> {
  const csvStart = member(csvHeader());
  const geoStart = member(GEO_START);
  const geoEnd = member(GEO_END);
  const geoSeparator = member(GEO_SEPARATOR);
  const members = (format: DumpFormat, states: StatePart[]) => {
    if (format === 'csv') return [csvStart, ...states.map((s) => s.csv)];
    const bodies = states.filter((s) => s.count > 0).flatMap((s, i) => (i ? [geoSeparator, s.geo] : [s.geo]));
    return [geoStart, ...bodies, geoEnd];
  };
  const files: DumpManifest['files'] = [];
  const total = read.states.reduce((n, s) => n + s.count, 0);
  for (const format of ['csv', 'geojson'] as const) {
    const groups: Array<{ state: StatePart | null; states: StatePart[] }> = [
      { state: null, states: read.states },
      ...read.states.map((s) => ({ state: s, states: [s] })),
    ];
    for (const { state, states } of groups) {
      const name = dumpFileName(format, state?.slug);
      if (!DUMP_FILE_PATTERN.test(name)) throw new Error(`unexpected dump name ${name}`);
      const { bytes, sha256 } = await joinMembers(join(dir, name), members(format, states));
      files.push({
        name,
        url: `${origin}${OPEN_DATA_DOWNLOADS}/${name}`,
        format,
        state: state?.name ?? null,
        count: state ? state.count : total,
        bytes,
        sha256,
      });
    }
  }
  return {
    generated_at: now.toISOString(),
    count: total,
    cursor: read.cursor,
    licence: {
      database: OPEN_DATA_LICENCE.database.id,
      contents: OPEN_DATA_LICENCE.contents.id,
      attribution: OPEN_DATA_LICENCE.attribution,
    },
    files,
  };
}
