// Every node of a TypeScript/TSX source, in order, for the rules that read code rather than text
// (the language check's untranslated words, the islands' imports).
import { parse } from '@babel/parser';

export interface SourceNode {
  type: string;
  loc?: { start: { line: number } };
  [key: string]: unknown;
}

/** Calls `visit` with each node of `source`'s syntax tree. */
export function eachNode(source: string, visit: (node: SourceNode) => void): void {
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const child of node) walk(child);
      return;
    }
    visit(node as SourceNode);
    for (const [key, child] of Object.entries(node)) if (key !== 'loc' && key !== 'extra') walk(child);
  };
  walk(parse(source, { sourceType: 'module', plugins: ['typescript', 'jsx'] }).program);
}
