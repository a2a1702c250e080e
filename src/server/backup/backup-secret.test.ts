// The signing secret in a backup: the generated one travels with it and replaces the target's on a
// restore (mode 0600); with AUTH_SECRET set the backup holds no copy and the restore says what to do.
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { restoreBackup, secretNote } from './restore-backup.ts';
import { takeBackup } from './take-backup.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'locals-backup-secret-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function backupWith(authSecretFile: string | undefined, name: string) {
  const database = openDatabase({});
  try {
    const file = join(dir, name);
    await takeBackup({ database, dataDir: join(dir, 'source'), mediaRoot: undefined, authSecretFile }, file);
    return file;
  } finally {
    await database.close();
  }
}

test('a generated secret is restored in place of the one DATA_DIR had, readable by its owner only', {
  timeout: 60_000,
}, async () => {
  const secret = join(dir, 'auth-secret');
  await writeFile(secret, 'signed the sessions', { mode: 0o600 });
  const file = await backupWith(secret, 'generated.tar');
  const target = join(dir, 'target');
  await restoreBackup(file, target, { force: false });
  await writeFile(join(target, 'auth-secret'), 'another', { mode: 0o644 });
  const manifest = await restoreBackup(file, target, { force: true });
  expect(await readFile(join(target, 'auth-secret'), 'utf8')).toBe('signed the sessions');
  expect(((await stat(join(target, 'auth-secret'))).mode & 0o777).toString(8)).toBe('600');
  expect(secretNote(manifest, false)).toBeUndefined();
  expect(secretNote(manifest, true)).toBe(
    "AUTH_SECRET is set here and overrides the restored auth-secret: sessions and emailed links from before the backup are honoured only with AUTH_SECRET unset or set to that file's contents.",
  );
});

test('with AUTH_SECRET set the backup holds no secret, and the restore says to start with the same one', {
  timeout: 60_000,
}, async () => {
  const file = await backupWith(undefined, 'env.tar');
  const target = join(dir, 'target-env');
  const manifest = await restoreBackup(file, target, { force: false });
  expect(manifest.authSecret).toBe('env');
  expect(existsSync(join(target, 'auth-secret'))).toBe(false);
  expect(secretNote(manifest, true)).toBe(
    'The backup was taken with AUTH_SECRET set and does not hold it: start with that same AUTH_SECRET, or sessions and emailed links from before the backup are refused.',
  );
});
