// A small bounded load generator (no load tool is installed): `connections` keep-alive
// connections on 127.0.0.1, each sending one request after another for `seconds`; reports
// requests/s, latency percentiles and the answers by status code.
import { Agent, request } from 'node:http';

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null);
const round = (n) => (n === null ? null : Math.round(n * 100) / 100);

export async function loadRun({ port, path, host, connections = 50, seconds = 5, headers = {} }) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  const codes = {};
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const one = () =>
    new Promise((resolve) => {
      const t0 = performance.now();
      const req = request(
        { host: '127.0.0.1', port, path, agent, headers: { Host: `${host}:${port}`, ...headers }, timeout: 10_000 },
        (res) => {
          res.on('data', () => {});
          res.on('end', () => {
            latencies.push(performance.now() - t0);
            codes[res.statusCode] = (codes[res.statusCode] ?? 0) + 1;
            resolve();
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => {
        errors += 1;
        resolve();
      });
      req.end();
    });
  const worker = async () => {
    while (performance.now() < deadline) await one();
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    path,
    connections,
    seconds,
    requests: latencies.length,
    rps: Math.round(latencies.length / elapsed),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    max: round(latencies[latencies.length - 1] ?? null),
    codes,
    errors,
  };
}
