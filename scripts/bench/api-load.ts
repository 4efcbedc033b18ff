import autocannon from 'autocannon';

/** One bounded autocannon run: what the table shows of it. */
export type LoadFigures = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Connection errors and timeouts, plus answers that were not 2xx. */
  errors: number;
};

export type LoadTarget = { url: string; headers?: Record<string, string> };

/** A short unmeasured run first, so JIT, pools and caches are warm when the clock starts. */
const WARM_UP_SECONDS = 1;
export const MEASURED_SECONDS = 5;

async function run(target: LoadTarget, connections: number, duration: number) {
  return autocannon({
    url: target.url,
    headers: target.headers,
    connections,
    duration,
    timeout: 10,
  });
}

/** Warms up, then measures `connections` concurrent keep-alive clients for a fixed time. */
export async function measure(target: LoadTarget, connections: number): Promise<LoadFigures> {
  await run(target, connections, WARM_UP_SECONDS);
  const result = await run(target, connections, MEASURED_SECONDS);
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.non2xx,
  };
}
