// The comments of a TypeScript, JavaScript or CSS source (no linter rule reads comments for the
// citation rule, and the compiler in use, TypeScript 7, has no JavaScript API to ask).

/**
 * The comments of a source file, each with the line it starts on. Strings are skipped, so a test
 * title that mentions a section is not a comment; a backslash in code (a regex) escapes one character.
 */
export function comments(source: string): { line: number; text: string }[] {
  const found: { line: number; text: string }[] = [];
  let line = 1;
  let i = 0;
  while (i < source.length) {
    const ch = source[i];
    const next = source[i + 1];
    if (ch === '\n') {
      line++;
      i++;
    } else if (ch === '\\') {
      i += 2;
    } else if (ch === '/' && (next === '/' || next === '*')) {
      const end = next === '/' ? source.indexOf('\n', i) : source.indexOf('*/', i + 2);
      const stop = end === -1 ? source.length : next === '/' ? end : end + 2;
      const text = source.slice(i, stop);
      found.push({ line, text });
      line += text.split('\n').length - 1;
      i = stop;
    } else if (ch === "'" || ch === '"' || ch === '`') {
      // A quoted string ends at its quote, or (except a template) at the end of the line.
      let j = i + 1;
      while (j < source.length && source[j] !== ch && (ch === '`' || source[j] !== '\n')) {
        if (source[j] === '\\') j++;
        if (source[j] === '\n') line++;
        j++;
      }
      i = source[j] === ch ? j + 1 : j;
    } else i++;
  }
  return found;
}
