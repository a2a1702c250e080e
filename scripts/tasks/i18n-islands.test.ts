import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect, test } from 'vitest';
import { islandMessages } from './i18n-islands.ts';

test('an island’s messages are those written in the files its module reaches, by file, and no others', () => {
  const root = mkdtempSync(join(tmpdir(), 'islands-i18n-'));
  const files: Record<string, string> = {
    'src/web/islands/registry.ts': [
      'export const ISLANDS = {',
      "  share: () => import('../components/share.tsx').then((m) => m.Share),",
      "  'open-now': () => import('../components/open-now.tsx').then((m) => m.OpenNow),",
      '};',
    ].join('\n'),
    'src/web/components/share.tsx': [
      "import { label } from './labels.ts';",
      "import { TITLE } from '#shared/titles.ts';",
      "export const Share = () => i18n._(\n  'Share this page',\n) + i18n._(label) + i18n._(TITLE) + 'Market';",
    ].join('\n'),
    'src/web/components/labels.ts': "export const label = /*i18n*/ 'Link copied';",
    'src/shared/titles.ts': "export const TITLE = /*i18n*/ 'It\\'s shared';",
    // Type-only imports bring no code to the bundle, so no messages either.
    'src/web/components/open-now.tsx': [
      "import logo from './logo.svg';",
      "import type { Schema } from '#shared/schema.ts';",
      "import { type Other } from '#shared/other.ts';",
      "export type { Shape } from '#shared/shape.ts';",
      'export const OpenNow = () => logo;',
    ].join('\n'),
    'src/shared/schema.ts': "export const MSG = /*i18n*/ 'Not drawn here';",
    'src/shared/other.ts': "export const OTHER = /*i18n*/ 'Nor here';",
    'src/shared/shape.ts': "export const SHAPE = /*i18n*/ 'Nor there';",
    'src/web/components/elsewhere.tsx': "export const X = () => i18n._('Not an island');",
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const ids = [
    'Share this page',
    'Link copied',
    'It’s shared',
    "It's shared",
    'Market',
    'Not an island',
    'Not drawn here',
    'Nor here',
    'Nor there',
  ];
  // 'Market' is a literal of the island's file but not a message there; open-now draws none.
  expect(islandMessages(root, ids)).toEqual({
    islands: {
      share: ['src/shared/titles.ts', 'src/web/components/labels.ts', 'src/web/components/share.tsx'],
    },
    files: {
      'src/shared/titles.ts': ["It's shared"],
      'src/web/components/labels.ts': ['Link copied'],
      'src/web/components/share.tsx': ['Share this page'],
    },
  });
});
