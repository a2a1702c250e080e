// Each island's own Spanish messages (docs/decisions/042-languages.md): an islands page in Spanish
// loads the messages its islands can draw, not the whole catalog. An island's messages are the
// catalog's ids written in the files its module reaches through its imports.
import { readFileSync } from 'node:fs';
import { dirname, join, relative as relative_, resolve } from 'node:path';
import { eachNode, type SourceNode as Node } from './rules/source-nodes.ts';

/** `import type …`, `export type …`, or only `type` names: the bundle leaves it out. */
function typeOnly(n: Node): boolean {
  if (n.importKind === 'type' || n.exportKind === 'type') return true;
  const names = (n.specifiers as Node[] | undefined) ?? [];
  return names.length > 0 && names.every((s) => s.importKind === 'type' || s.exportKind === 'type');
}

/** The modules a source file imports (statically or not) among the project's own files. */
function importsOf(file: string, root: string): string[] {
  const specifiers: string[] = [];
  eachNode(readFileSync(file, 'utf8'), (n) => {
    const source = n.source as Node | undefined;
    if (
      /^(Import|ExportNamed|ExportAll)Declaration$/.test(n.type) &&
      source?.type === 'StringLiteral' &&
      !typeOnly(n)
    )
      specifiers.push(String(source.value));
    if (n.type === 'ImportExpression' && source?.type === 'StringLiteral')
      specifiers.push(String(source.value));
    if (n.type === 'CallExpression' && (n.callee as Node).type === 'Import') {
      const [first] = n.arguments as Node[];
      if (first?.type === 'StringLiteral') specifiers.push(String(first.value));
    }
  });
  return specifiers.flatMap((s) => {
    const path = s.startsWith('.')
      ? resolve(dirname(file), s)
      : s.startsWith('#shared/')
        ? join(root, 'src/shared', s.slice('#shared/'.length))
        : s.startsWith('#web/')
          ? join(root, 'src/web', s.slice('#web/'.length))
          : null;
    // Catalogs are what is being divided; assets and packages hold no messages of ours.
    return path && /\.tsx?$/.test(path) && !path.includes('/i18n/locales/') ? [path] : [];
  });
}

/** Every project file `entry` reaches. */
function reach(entry: string, root: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...importsOf(file, root));
  }
  return seen;
}

// A message as the code writes it: `i18n._('…'`, or a literal marked with the i18n comment (what
// `lingui extract` reads).
const MESSAGE = /(?:\._\(|\/\*i18n\*\/)\s*(['"])((?:\\.|(?!\1).)*)\1/gs;

const messagesIn = (source: string) =>
  [...source.matchAll(MESSAGE)].map(([, , text = '']) => text.replace(/\\(.)/g, '$1'));

export interface IslandMessages {
  /** Island name → the project files (relative to root) its module reaches that write messages. */
  islands: Record<string, string[]>;
  /** Such a file → the catalog's ids it writes. */
  files: Record<string, string[]>;
}

/**
 * Where each island's messages are written: an islands page in a language loads the messages of
 * the files its islands reach, each file's once however many islands share it.
 */
export function islandMessages(root: string, ids: string[]): IslandMessages {
  const registry = join(root, 'src/web/islands/registry.ts');
  const entries = [
    ...readFileSync(registry, 'utf8').matchAll(/'?([\w-]+)'?: \(\) =>\s*import\('([^']+)'\)/g),
  ];
  const known = new Set(ids);
  const result: IslandMessages = { islands: {}, files: {} };
  for (const [, name, path] of entries) {
    if (!name || !path) continue;
    const files: string[] = [];
    for (const file of [...reach(resolve(dirname(registry), path), root)].sort()) {
      const relative = relative_(root, file);
      result.files[relative] ??= [...new Set(messagesIn(readFileSync(file, 'utf8')))]
        .filter((m) => known.has(m))
        .sort();
      if (result.files[relative].length) files.push(relative);
    }
    if (files.length) result.islands[name] = files;
  }
  for (const [file, fileIds] of Object.entries(result.files)) if (!fileIds.length) delete result.files[file];
  return result;
}
