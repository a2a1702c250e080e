// Reads an Atom feed with a real XML parser (jsdom's, which refuses XML that is not well formed) and
// lists what it lacks of RFC 4287's requirements (section 4.1): a feed has one id, title and updated,
// an author (or every entry has one) and, as it should, a link to itself; every entry has one id,
// title and updated, and a link to its page (it has no content of its own).
import { JSDOM } from 'jsdom';

const ATOM = 'http://www.w3.org/2005/Atom';
/** RFC 3339 date-time, as atom:updated must be. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

export interface AtomEntry {
  id: string;
  /** The title as a reader shows it (an `html` title's markup taken as HTML). */
  title: string;
  updated: string;
  /** The alternate link: where a reader opens the entry. */
  link: string;
  /** The summary as a reader shows it. */
  summary: string;
}

export interface AtomFeed {
  /** What RFC 4287 requires that the feed does not have; empty for a valid feed. */
  problems: string[];
  id: string;
  title: string;
  self: string;
  authors: string[];
  entries: AtomEntry[];
}

const childrenOf = (parent: Element, name: string) =>
  [...parent.children].filter((c) => c.namespaceURI === ATOM && c.localName === name);

/** A text construct (section 3.1) as a reader shows it. */
function textOf(el: Element | undefined, window: JSDOM['window']): string {
  if (!el) return '';
  const type = el.getAttribute('type') ?? 'text';
  if (type === 'html') {
    const doc = new window.DOMParser().parseFromString(el.textContent ?? '', 'text/html');
    return doc.body.textContent ?? '';
  }
  return el.textContent ?? '';
}

/** Links by their relation (no rel attribute means "alternate", section 4.2.7.2). */
const linkOf = (parent: Element, rel: string) =>
  childrenOf(parent, 'link')
    .find((l) => (l.getAttribute('rel') ?? 'alternate') === rel)
    ?.getAttribute('href') ?? '';

function isAbsoluteIri(value: string) {
  try {
    return Boolean(new URL(value).protocol);
  } catch {
    return false;
  }
}

export function readAtom(xml: string): AtomFeed {
  const { window } = new JSDOM(xml, { contentType: 'application/xml' });
  const feed = window.document.documentElement;
  const problems: string[] = [];
  if (feed.namespaceURI !== ATOM || feed.localName !== 'feed') problems.push('the root is not atom:feed');

  /** Exactly one child `name` of `parent`, which `where` names in the problems. */
  const one = (parent: Element, name: string, where: string) => {
    const found = childrenOf(parent, name);
    if (found.length !== 1) problems.push(`${where} has ${found.length} atom:${name}, not one`);
    return found[0];
  };
  const checkCommon = (el: Element, where: string) => {
    const id = one(el, 'id', where)?.textContent?.trim() ?? '';
    if (!isAbsoluteIri(id)) problems.push(`${where}'s id "${id}" is not an absolute IRI`);
    const title = textOf(one(el, 'title', where), window);
    if (!title.trim()) problems.push(`${where} has an empty title`);
    const updated = one(el, 'updated', where)?.textContent?.trim() ?? '';
    if (!DATE_TIME.test(updated))
      problems.push(`${where}'s updated "${updated}" is not an RFC 3339 date-time`);
    return { id, title, updated };
  };
  const authorsOf = (el: Element) =>
    childrenOf(el, 'author').map((a) => childrenOf(a, 'name')[0]?.textContent?.trim() ?? '');

  const head = checkCommon(feed, 'the feed');
  const authors = authorsOf(feed);
  if (authors.some((a) => !a)) problems.push('a feed author has no name');
  const self = linkOf(feed, 'self');
  if (!self) problems.push('the feed has no link rel="self"');

  const entries = childrenOf(feed, 'entry').map((entry, i) => {
    const where = `entry ${i + 1}`;
    const common = checkCommon(entry, where);
    if (!authors.length && !authorsOf(entry).filter(Boolean).length)
      problems.push(`${where} has no author, nor has the feed`);
    const link = linkOf(entry, 'alternate');
    if (!childrenOf(entry, 'content').length && !isAbsoluteIri(link))
      problems.push(`${where} has neither content nor an alternate link`);
    return { ...common, link, summary: textOf(childrenOf(entry, 'summary')[0], window) };
  });
  return { problems, ...head, self, authors, entries };
}
