// Plain text with its web addresses picked out, for the page to render as links (rel="nofollow ugc":
// an owner's link carries no endorsement of ours). Nothing in the text is ever HTML.
export type TextPiece = { text: string } | { href: string; text: string };

const URL_RE = /\bhttps?:\/\/[^\s<>"']+/gi;
// Trailing punctuation ends the sentence, not the address.
const TRAILING = /[.,;:!?)\]]+$/;

export function linkify(value: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let last = 0;
  for (const match of value.matchAll(URL_RE)) {
    const raw = match[0];
    const url = raw.replace(TRAILING, '');
    const at = match.index ?? 0;
    if (at > last) pieces.push({ text: value.slice(last, at) });
    pieces.push({ href: url, text: url });
    last = at + url.length;
  }
  if (last < value.length) pieces.push({ text: value.slice(last) });
  return pieces;
}

export const POST_LINK_REL = 'nofollow ugc';
