// The load of `npm run bench:server`, in a process of its own (spawned by load.ts): a load
// generator inside the server's process would share its event loop and steal the time it
// measures. autocannon keeps `connections` requests in flight; each request takes the next body
// of the job's list (one counter for all connections), so no two requests of a run repeat a body
// until the list is used up. Job on stdin, result on stdout, both JSON:
//   in:  { url, connections, warmupSeconds, seconds, requests: [{ method, path, body? }], offset }
//   out: { latencies: number[] (ms, measured window only), seconds, sent, non2xx, errors, timeouts }
// Plain JavaScript because Node 20 runs it directly, without vitest's TypeScript transform.
import autocannon from 'autocannon';

const job = JSON.parse(await new Promise((resolve, reject) => {
  let text = '';
  process.stdin.setEncoding('utf8');
  process.stdin.on('data', (chunk) => { text += chunk; });
  process.stdin.on('end', () => resolve(text));
  process.stdin.on('error', reject);
}));

let next = job.offset ?? 0;
const pick = () => job.requests[next++ % job.requests.length];

/** One autocannon run of `seconds`; latencies of completed responses when `record`. */
async function run(seconds, record) {
  const latencies = [];
  const instance = autocannon({
    url: job.url,
    connections: job.connections,
    duration: seconds,
    // PGlite answers one query at a time: 16 slow searches queue for seconds, not an error.
    timeout: 60,
    requests: [{
      setupRequest: (request) => {
        const r = pick();
        request.method = r.method;
        request.path = r.path;
        // Fresh headers each time: autocannon writes Content-Length into the object it is given.
        if (r.body === undefined) {
          request.headers = {};
          delete request.body;
        } else {
          request.headers = { 'content-type': 'application/json' };
          request.body = r.body;
        }
        return request;
      },
    }],
  });
  if (record) instance.on('response', (_client, status, _bytes, ms) => { if (status >= 200 && status < 300) latencies.push(ms); });
  const started = performance.now();
  const result = await instance;
  return { latencies, seconds: (performance.now() - started) / 1000, result };
}

if (job.warmupSeconds > 0) await run(job.warmupSeconds, false);
const measured = await run(job.seconds, true);
process.stdout.write(JSON.stringify({
  latencies: measured.latencies,
  // autocannon's own clock of the run (from its first request), else ours around it.
  seconds: typeof measured.result.duration === 'number' ? measured.result.duration : measured.seconds,
  sent: next - (job.offset ?? 0),
  non2xx: measured.result.non2xx,
  errors: measured.result.errors,
  timeouts: measured.result.timeouts,
}));
