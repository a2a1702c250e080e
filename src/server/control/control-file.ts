// Where a running server that holds the embedded database says how to reach its control channel:
// DATA_DIR/control.json (mode 0600: its secret is the channel's only credential).
import { randomBytes } from 'node:crypto';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface ControlEndpoint {
  pid: number;
  port: number;
  secret: string;
}

export function controlFileOf(dataDir: string): string {
  return join(resolve(dataDir), 'control.json');
}

export function newControlSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Written aside and renamed, so a reader never sees half a file. */
export function writeControlFile(dataDir: string, endpoint: ControlEndpoint): void {
  const file = controlFileOf(dataDir);
  writeFileSync(`${file}.tmp`, JSON.stringify(endpoint), { mode: 0o600 });
  renameSync(`${file}.tmp`, file);
}

export function readControlFile(dataDir: string): ControlEndpoint | undefined {
  try {
    const parsed = JSON.parse(readFileSync(controlFileOf(dataDir), 'utf8')) as Partial<ControlEndpoint>;
    if (
      typeof parsed.pid === 'number' &&
      typeof parsed.port === 'number' &&
      typeof parsed.secret === 'string'
    )
      return parsed as ControlEndpoint;
  } catch {
    // Missing (no server, or one still starting) or unreadable: no endpoint.
  }
  return undefined;
}

export function removeControlFile(dataDir: string): void {
  rmSync(controlFileOf(dataDir), { force: true });
}
