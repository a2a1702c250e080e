// `npm run dev`: Vite with hot reload for the web app on PORT (default 3000), and the API server on
// the next port, restarted by `node --watch` whenever a server file changes. Vite proxies /api and
// /media to it; the server trusts Vite's origin (WEB_PORT) for sign-in and builds email links with it.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, type ViteDevServer } from 'vite';
import { heldMessage, tryLockDataDir } from '../../src/server/db/data-dir-lock.ts';

const root = new URL('../..', import.meta.url).pathname;
const webPort = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? webPort + 1);
const host = process.env.HOST ?? '127.0.0.1';

// `npm start` on the same DATA_DIR holds its embedded database (one writer, ADR 015): say so
// before starting anything, rather than let the API child stop behind Vite's banner.
if (!process.env.DATABASE_URL) {
  const dataDir = process.env.DATA_DIR || './data';
  const lock = tryLockDataDir(dataDir);
  if (!lock) {
    console.error(heldMessage(dataDir));
    console.error('npm run dev and npm start cannot share one: e.g. DATA_DIR=./data-dev npm run dev');
    process.exit(1);
  }
  lock.release(); // the API child takes it for itself
}

const api: ChildProcess = spawn(
  process.execPath,
  ['--watch', '--watch-preserve-output', 'src/server/main.ts'],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: String(apiPort), HOST: host, WEB_PORT: String(webPort) },
  },
);

// A signal to this process (npm hands it on: the script line `exec`s node) goes to the API server's
// watcher, which passes it on and waits for the server to drain; this process waits for both and
// exits with their code, so whoever signalled npm sees the stop finish and no process is left.
const apiExit = new Promise<number>((resolve) => api.on('exit', (code) => resolve(code ?? 1)));
let vite: ViteDevServer | undefined;
let stopping = false;
async function stop(signal: NodeJS.Signals, code?: number) {
  if (stopping) return;
  stopping = true;
  api.kill(signal);
  await vite?.close();
  process.exit(code ?? (await apiExit));
}
void apiExit.then((code) => {
  if (stopping) return;
  console.error(`API server exited (${code}); stopping dev.`);
  void stop('SIGTERM', 1);
});
// Before Vite starts, so that a signal while it starts is handed on too.
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

process.env.API_ORIGIN = `http://127.0.0.1:${apiPort}`;
vite = await createServer({
  root,
  configFile: `${root}vite.config.ts`,
  server: { port: webPort, host, strictPort: true },
});
await vite.listen();
console.log(
  `\n  Locals Market (dev): open http://localhost:${webPort}  (API on :${apiPort}, restarts on change)\n`,
);
