// The server-rendered page's state, read once before hydrating: the query cache, and the reply of
// a form the page was posted with (the route actions' data, keyed by route id).
import type { DehydratedState } from '@tanstack/react-query';
import { PAGE_STATE_ELEMENT_ID } from '#shared/html/script-json.ts';

export interface PageState extends DehydratedState {
  actionData?: Record<string, unknown> | null;
}

let read: { state: PageState | undefined } | undefined;

export function readPageState(doc: Document): PageState | undefined {
  read ??= { state: parse(doc.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent) };
  return read.state;
}

function parse(text: string | null | undefined): PageState | undefined {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as PageState;
  } catch {
    return undefined;
  }
}
