// Scheduled backups: names that sort by time, the newest BACKUP_KEEP kept, and a backup of a live
// database that loads again, with the generated signing secret, readable by its owner only.
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadPgliteSnapshot, openDatabase } from '../db/client.ts';
import { createLogger } from '../lib/logger.ts';
import { extractArchive } from './backup-archive.ts';
import { backupName, pruneLocal, scheduledBackup } from './backup-schedule.ts';
import { backupsDirOf } from './take-backup.ts';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'locals-schedule-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('backup names and pruning', () => {
  test('names carry the UTC time to the second, so they sort by age', () => {
    expect(backupName(new Date('2026-11-25T16:30:05.123Z'))).toBe('locals-20261125T163005Z.tar');
    expect(backupName(new Date('2026-11-25T16:30:05Z'), '-ab12')).toBe('locals-20261125T163005Z-ab12.tar');
  });

  test('pruning keeps the newest N backups and leaves other files alone', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'locals-prune-'));
    const backups = join(dir, 'backups');
    await mkdir(backups);
    const names = [1, 2, 3, 4].map((d) => backupName(new Date(Date.UTC(2026, 10, d))));
    for (const name of [...names, 'notes.txt']) await writeFile(join(backups, name), 'x');
    expect(await pruneLocal(dir, 2)).toEqual(names.slice(0, 2));
    expect((await readdir(backups)).sort()).toEqual([...names.slice(2), 'notes.txt'].sort());
    await rm(dir, { recursive: true, force: true });
  });
});

describe('a scheduled backup', () => {
  test('is written to DATA_DIR/backups with the database and media, and old ones are pruned', {
    timeout: 120_000,
  }, async () => {
    const database = openDatabase({});
    await database.db.execute(sql`create table kept (v text)`);
    await database.db.execute(sql`insert into kept values ('before the backup')`);
    const mediaRoot = join(dataDir, 'media');
    await mkdir(join(mediaRoot, 'product-photos', 'b1'), { recursive: true });
    await writeFile(join(mediaRoot, 'product-photos', 'b1', 'abc.webp'), 'image bytes');
    const authSecretFile = join(dataDir, 'auth-secret');
    await writeFile(authSecretFile, 'the generated secret', { mode: 0o600 });
    const logger = createLogger('silent');
    const opts = { intervalMs: 60_000, keep: 1, logger };
    const source = { database, dataDir, mediaRoot, authSecretFile };
    const first = await scheduledBackup(source, opts, new Date('2026-11-24T10:00:00Z'));
    const second = await scheduledBackup(source, opts, new Date('2026-11-25T10:00:00Z'));
    await database.close();
    expect(await readdir(backupsDirOf(dataDir))).toEqual([second.file.split('/').pop()]);
    expect(first.file).not.toBe(second.file);
    expect(((await stat(second.file)).mode & 0o777).toString(8)).toBe('600');

    const out = await mkdtemp(join(tmpdir(), 'locals-extract-'));
    const manifest = await extractArchive(second.file, out);
    expect(manifest).toMatchObject({ format: 'locals-market-backup/1', media: 'local', authSecret: 'file' });
    expect(await readFile(join(out, 'auth-secret'), 'utf8')).toBe('the generated secret');
    expect(await readFile(join(out, 'media', 'product-photos', 'b1', 'abc.webp'), 'utf8')).toBe(
      'image bytes',
    );
    await loadPgliteSnapshot(join(out, 'db'), new Blob([await readFile(join(out, 'db.tar.gz'))]));
    const restored = openDatabase({ dir: join(out, 'db') });
    const { rows } = await restored.db.execute(sql`select v from kept`);
    expect(rows).toEqual([{ v: 'before the backup' }]);
    await restored.close();
    await rm(out, { recursive: true, force: true });
  });
});
