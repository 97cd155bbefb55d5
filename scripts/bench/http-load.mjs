// A bounded HTTP/1.1 load generator on raw keep-alive sockets (no load tool is installed, and
// node:http's client costs more CPU per request than the servers it measures, so it would become
// the ceiling of every figure): `connections` sockets to 127.0.0.1, each sending one GET after
// another (no pipelining) until `requests` answers have come, cycling through `paths`.
// Answers are read by their Content-Length (every answer measured here has one; chunked or
// unframed answers are counted as errors). Reports requests/s, p50/p95/p99/max in ms, the answers
// by status code, errors, and the generator's own CPU time (to tell when it, not the server, is
// the limit).
import { connect } from 'node:net';

const HEADER_END = Buffer.from('\r\n\r\n');

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null);
const round = (n) => (n === null ? null : Math.round(n * 100) / 100);

/** The status code and Content-Length of a response head, or null when the head is not usable. */
export function parseHead(head) {
  const text = head.toString('latin1');
  const status = /^HTTP\/1\.[01] (\d{3})/.exec(text);
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(text);
  if (!status || !length) return null;
  return { status: Number(status[1]), length: Number(length[1]) };
}

/**
 * @param {{ port: number, host: string, paths: string[], connections: number, requests: number, headers?: Record<string,string>, timeoutMs?: number }} o
 */
export function httpLoad({ port, host, paths, connections, requests, headers = {}, timeoutMs = 30_000 }) {
  const extra = Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('');
  const wire = paths.map((p) =>
    Buffer.from(`GET ${p} HTTP/1.1\r\nHost: ${host}:${port}\r\nConnection: keep-alive\r\n${extra}\r\n`, 'latin1'),
  );
  const latencies = new Float64Array(requests);
  const codes = {};
  let errors = 0;
  let sent = 0;
  let done = 0;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();

  return new Promise((resolve) => {
    let open = 0;
    const finish = () => {
      const elapsed = (performance.now() - t0) / 1000;
      const cpu = process.cpuUsage(cpu0);
      const sorted = Array.from(latencies.subarray(0, done)).sort((a, b) => a - b);
      resolve({
        requests: done,
        errors,
        codes,
        rps: Math.round(done / elapsed),
        seconds: round(elapsed),
        p50: round(percentile(sorted, 50)),
        p95: round(percentile(sorted, 95)),
        p99: round(percentile(sorted, 99)),
        max: round(sorted[sorted.length - 1] ?? null),
        generatorCpuShare: round((cpu.user + cpu.system) / 1e6 / elapsed),
      });
    };
    const startConnection = () => {
      open += 1;
      const socket = connect({ host: '127.0.0.1', port, noDelay: true });
      let buffer = Buffer.alloc(0);
      let need = -1; // bytes of the whole answer once its head is read
      let status = 0;
      let started = 0;
      let closed = false;
      const close = () => {
        if (closed) return;
        closed = true;
        socket.destroy();
        open -= 1;
        if (open === 0) finish();
      };
      const next = () => {
        if (sent >= requests) return close();
        const i = sent++;
        started = performance.now();
        socket.write(wire[i % wire.length]);
      };
      socket.setTimeout(timeoutMs, () => {
        errors += 1;
        close();
      });
      socket.on('error', () => {
        errors += 1;
        close();
      });
      socket.on('close', close);
      socket.on('connect', next);
      socket.on('data', (chunk) => {
        buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
        while (buffer.length > 0) {
          if (need < 0) {
            const end = buffer.indexOf(HEADER_END);
            if (end < 0) return;
            const head = parseHead(buffer.subarray(0, end));
            if (!head) {
              errors += 1;
              return close();
            }
            status = head.status;
            need = end + 4 + head.length;
          }
          if (buffer.length < need) return;
          latencies[done++] = performance.now() - started;
          codes[status] = (codes[status] ?? 0) + 1;
          buffer = buffer.subarray(need);
          need = -1;
          next();
        }
      });
    };
    for (let c = 0; c < Math.min(connections, requests); c++) startConnection();
  });
}
