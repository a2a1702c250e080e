// Builds the web app: the browser build into `outDir`, then the server renderer into `<outDir>-ssr`
// (src/server/ssr/page-renderer.ts loads it from there).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

export function buildWeb(root: string, outDir = join(root, 'dist')): number {
  const vite = join(root, 'node_modules/vite/bin/vite.js');
  const steps = [
    ['build', '--logLevel', 'warn', '--outDir', outDir],
    ['build', '--logLevel', 'warn', '--ssr', 'src/web/entry-server.tsx', '--outDir', `${outDir}-ssr`],
  ];
  for (const args of steps) {
    const result = spawnSync(process.execPath, [vite, ...args], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) return result.status ?? 1;
  }
  return 0;
}
