// The e2e server's log, kept in a file walks can read (Playwright drops the server's stdout): what
// the process writes to stdout or stderr is also appended to SERVER_LOG. The logger writes with
// fs.write/fs.writeSync on file descriptors 1 and 2, so those are what is copied.
import fs from 'node:fs';
import { SERVER_LOG } from './paths.ts';

export function keepServerLog() {
  const file = fs.openSync(SERVER_LOG, 'a');
  const copy = (fd: unknown, data: unknown) => {
    if ((fd === 1 || fd === 2) && (typeof data === 'string' || data instanceof Uint8Array))
      fs.appendFileSync(file, data);
  };
  const writeSync = fs.writeSync;
  const write = fs.write;
  fs.writeSync = ((fd: number, data: never, ...rest: never[]) => {
    copy(fd, data);
    return writeSync(fd, data, ...rest);
  }) as typeof fs.writeSync;
  fs.write = ((fd: number, data: never, ...rest: never[]) => {
    copy(fd, data);
    return (write as (...args: unknown[]) => void)(fd, data, ...rest);
  }) as typeof fs.write;
}
