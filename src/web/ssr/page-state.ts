// The server-rendered page's query cache, read once before hydrating.
import { PAGE_STATE_ELEMENT_ID } from '#shared/html/script-json.ts';

export function readPageState(doc: Document): unknown {
  const text = doc.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
