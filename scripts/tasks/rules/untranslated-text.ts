// UI words written outside the catalogs (docs/decisions/042-languages.md): in the files already in
// both languages, text between JSX tags and the words of labelling attributes must come from
// `i18n._(…)`.
import { readFileSync } from 'node:fs';
import { eachNode, type SourceNode as Node } from './source-nodes.ts';

/** The source files (or folders) whose every word is in both languages: the whole web app. */
export const TRANSLATED = ['src/web/'];

/** Attributes a person reads or hears. */
const WORDY_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'title',
  'placeholder',
  'alt',
  'label',
  'eyebrow',
  'description',
  'loadingText',
]);

/** Letters, two or more: what a person would read ("©", "/" and "·" are not words). */
const WORD = /\p{L}{2,}/u;

/** "file:line: text" for each word of the file not taken from the catalogs. */
export function untranslatedText(file: string, source = readFileSync(file, 'utf8')): string[] {
  const found: string[] = [];
  const report = (node: Node, text: string) =>
    found.push(`${file}:${node.loc?.start.line}: "${text.trim().replace(/\s+/g, ' ')}"`);
  eachNode(source, (n) => {
    if (n.type === 'JSXText' && WORD.test(String(n.value))) report(n, String(n.value));
    if (n.type === 'JSXAttribute') {
      const name = (n.name as Node).name;
      const value = n.value as Node | null;
      const literal =
        value?.type === 'StringLiteral'
          ? value
          : value?.type === 'JSXExpressionContainer' && (value.expression as Node).type === 'StringLiteral'
            ? (value.expression as Node)
            : null;
      if (
        typeof name === 'string' &&
        WORDY_ATTRIBUTES.has(name) &&
        literal &&
        WORD.test(String(literal.value))
      )
        report(literal, String(literal.value));
    }
  });
  return found;
}
