// The few parts of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  export interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    setupRequest?: (req: Request, context: Record<string, unknown>) => Request;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Stop after this many requests instead of after a duration. */
    amount?: number;
    pipelining?: number;
    timeout?: number;
    requests?: Request[];
  }
  export interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  }
  function autocannon(opts: Options): Promise<Result>;
  export default autocannon;
}
