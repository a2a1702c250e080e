// UI words written outside the catalogs (docs/decisions/042-languages.md): in the files already in
// both languages, text between JSX tags and the words of labelling attributes must come from
// `i18n._(…)`. A file joins TRANSLATED when its every word is a message.
import { readFileSync } from 'node:fs';
import { eachNode, type SourceNode as Node } from './source-nodes.ts';

/** The source files (or folders) whose every word is in both languages. */
export const TRANSLATED = [
  'src/web/app/routes/home.tsx',
  'src/web/app/routes/not-found.tsx',
  'src/web/app/route-error.tsx',
  'src/web/features/home/',
  'src/web/components/layouts/',
  'src/web/components/alerts/new-here-alert.tsx',
  'src/web/components/map/view-toggle.tsx',
  'src/web/features/marketplace/components/report-business-button.tsx',
  'src/web/components/business/',
  'src/web/features/marketplace/components/explore-page.tsx',
  'src/web/features/marketplace/components/explore-group.tsx',
  'src/web/features/marketplace/components/explore-legend.tsx',
  'src/web/features/marketplace/components/market-page.tsx',
  'src/web/features/marketplace/components/market-header.tsx',
  'src/web/features/marketplace/components/market-empty.tsx',
  'src/web/features/marketplace/components/market-problem.tsx',
  'src/web/features/marketplace/components/region-pills.tsx',
  'src/web/features/marketplace/components/waitlist-invite.tsx',
  'src/web/features/marketplace/components/business-page.tsx',
  'src/web/features/marketplace/components/business-not-found.tsx',
  'src/web/features/marketplace/components/business-page-skeleton.tsx',
  'src/web/features/marketplace/components/draft-notice.tsx',
  'src/web/features/marketplace/components/favorite-button.tsx',
  'src/web/features/marketplace/components/latest-posts.tsx',
  'src/web/features/marketplace/components/more-notes.tsx',
  'src/web/features/marketplace/components/note-article.tsx',
  'src/web/features/marketplace/components/recommend-box.tsx',
  'src/web/features/marketplace/components/recommendation-note.tsx',
  'src/web/features/marketplace/components/recommendations-section.tsx',
  'src/web/features/marketplace/components/answer-form.tsx',
  'src/web/features/marketplace/components/market-grid.tsx',
];

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
