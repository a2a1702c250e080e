// The built app's files are served, and nothing is said about a missing build until a request asks
// for one of its files.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { webRoutes } from './web-static.ts';

afterEach(() => vi.restoreAllMocks());

describe('webRoutes', () => {
  test('serves an asset and a top-level file of the build, and nothing else', async () => {
    const root = mkdtempSync(join(tmpdir(), 'web-static-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'assets', 'app-abc123.js'), 'export {};');
    writeFileSync(join(root, 'favicon.svg'), '<svg/>');
    const app = webRoutes(root);
    const asset = await app.request('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(await asset.text()).toBe('export {};');
    const icon = await app.request('/favicon.svg');
    expect(icon.status).toBe(200);
    expect(await icon.text()).toBe('<svg/>');
    expect((await app.request('/business/someone')).status).toBe(404);
  });

  test('a process without a build says nothing of it until a file is asked for', async () => {
    const warn = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const app = webRoutes(join(tmpdir(), 'no-build-here'));
    expect(warn).not.toHaveBeenCalled();
    expect(warned).not.toHaveBeenCalled();
    expect((await app.request('/assets/app.js')).status).toBe(404);
    expect(warn.mock.calls.length + warned.mock.calls.length).toBeGreaterThan(0);
  });
});
