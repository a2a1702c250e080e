// Which process answered, and how busy it is: /metrics names it (locals_process_info) and counts its
// requests in flight (run-server.ts). Asked over a connection of its own (no keep-alive), so that with
// WORKERS > 1 the cluster may hand each request to any worker. Used by the WORKERS test and by the
// benchmarks (to wait for every worker, and for one mix's last requests to finish before the next).
import http from 'node:http';

export interface AnsweringProcess {
  pid: number;
  /** Requests it was answering, this one included. */
  inFlight: number;
}

export function answeringProcess(origin: string): Promise<AnsweringProcess> {
  return new Promise((resolve, reject) => {
    http
      .get(`${origin}/metrics`, { agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d) => {
          body += d;
        });
        res.on('end', () => {
          const pid = /^locals_process_info\{pid="(\d+)"/m.exec(body)?.[1];
          const inFlight = /^http_requests_in_flight (\d+)/m.exec(body)?.[1];
          if (res.statusCode === 200 && pid && inFlight)
            resolve({ pid: Number(pid), inFlight: Number(inFlight) });
          else reject(new Error(`/metrics answered ${res.statusCode} without a pid`));
        });
      })
      .on('error', reject);
  });
}

export const answeringPid = async (origin: string) => (await answeringProcess(origin)).pid;
