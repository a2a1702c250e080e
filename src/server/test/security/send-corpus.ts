// Sends the corpus with a few requests in flight and judges each answer: never a 5xx, and every
// 4xx is JSON in the API's error shape ({error:{code,message,fields?}}), but for the pages a person
// opens from an email, whose 4xx are pages too.
import type { CorpusRequest } from './corpus-requests.ts';
import { HTML_ERROR_PAGES } from './page-samples.ts';

export interface Finding {
  request: CorpusRequest;
  status: number;
  problem: string;
  body: string;
}

export interface CorpusResult {
  sent: number;
  byStatus: Record<number, number>;
  /** Statuses per endpoint and caller, to see what each route really answered (CORPUS_VERBOSE=1). */
  byEndpoint: Record<string, Record<number, number>>;
  serverErrors: number;
  /** Owner or operator requests answered 401: each one means the corpus lost a session and tested less. */
  ownerUnauthorized: Finding[];
  findings: Finding[];
}

/** Checks a 4xx body; returns what is wrong with it, or null. */
export function errorShapeProblem(contentType: string | null, text: string): string | null {
  if (!contentType?.startsWith('application/json')) return `4xx with content-type ${contentType}`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return '4xx body is not JSON';
  }
  const error = (body as { error?: Record<string, unknown> })?.error;
  if (!error || typeof error !== 'object') return '4xx body has no error object';
  if (typeof error.code !== 'string' || !error.code) return '4xx error without a code';
  if (typeof error.message !== 'string' || !error.message) return '4xx error without a message';
  const fields = error.fields;
  if (fields !== undefined) {
    if (!fields || typeof fields !== 'object' || Array.isArray(fields)) return '4xx fields is not an object';
    if (!Object.values(fields).every((m) => typeof m === 'string')) return '4xx field message not a string';
  }
  return null;
}

let address = 0;
/** A client address per request (the corpus server trusts one proxy): limits do not hide handlers. */
const nextAddress = () => {
  address++;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

export async function sendCorpus(
  origin: string,
  requests: CorpusRequest[],
  cookieFor: (as: CorpusRequest['as']) => string | undefined,
  concurrency = 6,
): Promise<CorpusResult> {
  const result: CorpusResult = {
    sent: 0,
    byStatus: {},
    byEndpoint: {},
    serverErrors: 0,
    ownerUnauthorized: [],
    findings: [],
  };
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const index = next++;
      const request = requests[index];
      // A third of the requests share one address, so the per-address limits trip too (429 in our
      // shape); the rest each have their own, so the limits do not hide the handlers behind them.
      const address = index % 3 === 0 ? '10.255.255.254' : nextAddress();
      const headers: Record<string, string> = { origin, 'x-forwarded-for': address };
      const cookie = cookieFor(request.as);
      if (cookie) headers.cookie = cookie;
      if (request.contentType) headers['content-type'] = request.contentType;
      let status: number;
      let text: string;
      let contentType: string | null;
      try {
        const res = await fetch(origin + request.url, {
          method: request.method,
          headers,
          body: request.body as BodyInit | undefined,
          redirect: 'manual',
        });
        status = res.status;
        contentType = res.headers.get('content-type');
        text = await res.text();
      } catch (err) {
        // The connection itself failed: as bad as a 5xx (the server dropped or reset it).
        status = 0;
        contentType = null;
        text = String((err as Error).cause ?? err);
      }
      result.sent++;
      result.byStatus[status] = (result.byStatus[status] ?? 0) + 1;
      const key = `${request.endpoint} [${request.as}]`;
      result.byEndpoint[key] ??= {};
      result.byEndpoint[key][status] = (result.byEndpoint[key][status] ?? 0) + 1;
      const finding = (problem: string) =>
        result.findings.push({ request, status, problem, body: text.slice(0, 300) });
      // 401 "unauthorized" is "no session"; other 401s (an invalid emailed token) are fine.
      if (status === 401 && request.as !== 'anon' && /"code":"unauthorized"/i.test(text))
        result.ownerUnauthorized.push({
          request,
          status,
          problem: `${request.as} 401`,
          body: text.slice(0, 300),
        });
      if (status >= 500 || status === 0) {
        result.serverErrors++;
        finding(status ? 'server error' : 'no response');
      } else if (status >= 400) {
        const problem =
          HTML_ERROR_PAGES.has(request.endpoint) && contentType?.startsWith('text/html')
            ? null
            : errorShapeProblem(contentType, text);
        if (problem) finding(problem);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return result;
}

/** One line per finding, enough to replay it by hand (the seed replays the whole corpus). */
export function describeFinding(f: Finding): string {
  const r = f.request;
  const body =
    typeof r.body === 'string' ? r.body.slice(0, 200) : r.body ? `<${r.body.byteLength} bytes>` : '';
  return `${f.status} ${f.problem}: [${r.as}] ${r.method} ${r.url.slice(0, 200)} (${r.contentType ?? '-'}) ${JSON.stringify(body)} {${r.labels.join(', ')}} -> ${f.body.slice(0, 200)}`;
}
