// The import boundaries live in biome.json (noRestrictedImports per folder depth: a relative path
// out of src/web is `../` once per folder). A file deeper than those overrides reach would escape
// them, so this fails until biome.json covers its depth.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { sourceFiles } from './source-files.ts';

interface Override {
  includes?: string[];
}

/** The deepest folder level under src/<area> that an override of biome.json names. */
function coveredDepth(overrides: Override[], area: string): number {
  const depths = overrides
    .flatMap((o) => o.includes ?? [])
    .filter((g) => g.startsWith(`src/${area}/`))
    .map((g) => g.slice(`src/${area}/`.length).split('/').length - 1);
  return Math.max(-1, ...depths);
}

export function boundaryDepth(root: string): string[] {
  const { overrides = [] } = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8')) as {
    overrides?: Override[];
  };
  return ['shared', 'server', 'web'].flatMap((area) => {
    const max = coveredDepth(overrides, area);
    return sourceFiles(join(root, 'src', area), /\.tsx?$/)
      .filter((file) => relative(join(root, 'src', area), file).split('/').length - 1 > max)
      .map(
        (file) =>
          `${relative(root, file)}: deeper than biome.json's import boundaries reach (${max}); add overrides`,
      );
  });
}
