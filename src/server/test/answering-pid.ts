// Which process answered: /metrics names it (locals_process_info, run-server.ts). Asked over a
// connection of its own (no keep-alive), so that with WORKERS > 1 the cluster may hand each request to
// any worker. Used by the WORKERS test and by the benchmarks to wait for every worker.
import http from 'node:http';

export function answeringPid(origin: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(`${origin}/metrics`, { agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d) => {
          body += d;
        });
        res.on('end', () => {
          const pid = /locals_process_info\{pid="(\d+)"/.exec(body)?.[1];
          if (res.statusCode === 200 && pid) resolve(Number(pid));
          else reject(new Error(`/metrics answered ${res.statusCode} without a pid`));
        });
      })
      .on('error', reject);
  });
}
