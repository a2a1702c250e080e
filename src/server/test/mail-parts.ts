// The text and HTML bodies of a message as a mail app shows them: the parts of its
// multipart/alternative, each decoded from its transfer encoding (quoted-printable or base64).

function decodeQuotedPrintableUtf8(s: string): string {
  const bytes: number[] = [];
  const soft = s.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const hex = soft[i] === '=' ? /^[0-9A-F]{2}$/i.exec(soft.slice(i + 1, i + 3))?.[0] : undefined;
    if (hex) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i] as string, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** `text` (text/plain) and `html` (text/html) of a raw message; '' for a part it does not have. */
export function mailParts(raw: string): { text: string; html: string } {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  const parts = boundary ? raw.split(`--${boundary}`) : [raw];
  const found = { text: '', html: '' };
  for (const part of parts) {
    const split = /\r?\n\r?\n/.exec(part);
    if (!split) continue;
    const head = part.slice(0, split.index);
    const body = part.slice(split.index + split[0].length);
    const type = /^content-type:\s*text\/(plain|html)/im.exec(head)?.[1];
    if (!type) continue;
    const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(head)?.[1]?.toLowerCase();
    const decoded =
      encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : encoding === 'quoted-printable'
          ? decodeQuotedPrintableUtf8(body)
          : body;
    found[type === 'plain' ? 'text' : 'html'] = decoded.trimEnd();
  }
  return found;
}
