// `npm run dev`: Vite with hot reload for the web app on PORT (default 3000), and the API server on
// the next port, restarted by `node --watch` whenever a server file changes. Vite proxies /api and
// /media to it; the server trusts Vite's origin (WEB_PORT) for sign-in and builds email links with it.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'vite';

const root = new URL('../..', import.meta.url).pathname;
const webPort = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? webPort + 1);
const host = process.env.HOST ?? '127.0.0.1';

const api: ChildProcess = spawn(
  process.execPath,
  ['--watch', '--watch-preserve-output', 'src/server/main.ts'],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: String(apiPort), HOST: host, WEB_PORT: String(webPort) },
  },
);

process.env.API_ORIGIN = `http://127.0.0.1:${apiPort}`;
const vite = await createServer({
  root,
  configFile: `${root}vite.config.ts`,
  server: { port: webPort, host, strictPort: true },
});
await vite.listen();
console.log(
  `\n  Locals Market (dev): open http://localhost:${webPort}  (API on :${apiPort}, restarts on change)\n`,
);

let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  api.kill('SIGTERM');
  await vite.close();
  process.exit(code);
}
api.on('exit', (code) => {
  if (!stopping) {
    console.error(`API server exited (${code}); stopping dev.`);
    void stop(1);
  }
});
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
