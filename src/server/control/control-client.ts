// The CLI's side of the control channel: find the running holder's endpoint and run a command there.
import { lockHolderPid } from '../db/data-dir-lock.ts';
import type { CommandResult } from './commands.ts';
import { type ControlEndpoint, readControlFile } from './control-file.ts';

/** The endpoint of the process that holds DATA_DIR now, once it serves one. */
export function holderEndpoint(dataDir: string): ControlEndpoint | undefined {
  const endpoint = readControlFile(dataDir);
  // A file left by a holder that was killed names another PID than the lock's: not ours to use.
  return endpoint && endpoint.pid === lockHolderPid(dataDir) ? endpoint : undefined;
}

export async function sendToHolder(endpoint: ControlEndpoint, argv: string[]): Promise<CommandResult> {
  const res = await fetch(`http://127.0.0.1:${endpoint.port}/command`, {
    method: 'POST',
    headers: { authorization: `Bearer ${endpoint.secret}`, 'content-type': 'application/json' },
    body: JSON.stringify({ argv }),
  });
  return (await res.json()) as CommandResult;
}
