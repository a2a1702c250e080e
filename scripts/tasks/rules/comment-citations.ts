// Comments cite docs/product.md (or say why in the code's own terms), never the spec or DESIGN
// documents that live outside the repo: a reader of the code must be able to open what it cites.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { comments } from './comments.ts';
import { sourceFiles } from './source-files.ts';

const OUTSIDE_DOC = /\b(spec|design)\s*§|\b(spec|design)\.md\b/i;

export function commentCitations(root: string, dirs: string[]): string[] {
  const problems: string[] = [];
  for (const dir of dirs)
    for (const file of sourceFiles(dir)) {
      const text = readFileSync(file, 'utf8');
      for (const c of comments(text))
        if (OUTSIDE_DOC.test(c.text)) {
          problems.push(
            `${relative(root, file)}:${c.line}: a comment cites the spec or DESIGN (outside the repo); cite docs/product.md or say why`,
          );
        }
    }
  return problems;
}
