// The embedded database has exactly one writer (ADR 015): the process that opens DATA_DIR/db holds
// an exclusive OS lock on DATA_DIR/db.lock for its lifetime. The kernel drops the lock when the
// process ends in any way (exit, crash, kill -9), so a stale lock cannot outlive its holder.
import { closeSync, ftruncateSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fsx from 'fs-native-extensions';

export interface DataDirLock {
  /** Lets go of the lock (the process's exit does the same). */
  release(): void;
}

export function lockFileOf(dataDir: string): string {
  return join(resolve(dataDir), 'db.lock');
}

/** The PID the holder wrote into the lock file, when it wrote one. */
export function lockHolderPid(dataDir: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockFileOf(dataDir), 'utf8'), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** The one line a second process prints when it finds DATA_DIR held. */
export function heldMessage(dataDir: string, pid = lockHolderPid(dataDir)): string {
  const who = pid ? `Another process (PID ${pid})` : 'Another process';
  return (
    `${who} holds the embedded database in ${resolve(dataDir)}. ` +
    `Stop it first, or give this one its own directory (e.g. DATA_DIR=./data-2).`
  );
}

/** Takes the lock, or answers undefined when another process holds it. Never waits. */
export function tryLockDataDir(dataDir: string): DataDirLock | undefined {
  mkdirSync(resolve(dataDir), { recursive: true });
  // Opened for writing: an exclusive lock needs a writable descriptor. 'a+' creates without
  // truncating, so a holder's PID stays readable until we own the lock.
  const fd = openSync(lockFileOf(dataDir), 'a+');
  if (!fsx.tryLock(fd)) {
    closeSync(fd);
    return undefined;
  }
  ftruncateSync(fd, 0);
  writeSync(fd, `${process.pid}\n`);
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      fsx.unlock(fd);
      closeSync(fd);
    },
  };
}

export class DataDirHeldError extends Error {
  readonly dataDir: string;
  constructor(dataDir: string) {
    super(heldMessage(dataDir));
    this.dataDir = dataDir;
    this.name = 'DataDirHeldError';
  }
}

/** Takes the lock or throws DataDirHeldError with the message to print. */
export function lockDataDir(dataDir: string): DataDirLock {
  const lock = tryLockDataDir(dataDir);
  if (!lock) throw new DataDirHeldError(dataDir);
  return lock;
}
