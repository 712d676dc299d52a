// autocannon 9 ships no types; the part of its API the benchmark uses.
declare module 'autocannon' {
  type Request = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
  export type Options = {
    url: string;
    connections: number;
    duration?: number;
    /** Stops after this many requests instead of after `duration`. */
    amount?: number;
    requests?: (Request & { setupRequest?: (request: Request) => Request })[];
  };
  type Histogram = { p50: number; p90: number; p97_5: number; p99: number; average: number };
  export type Result = {
    latency: Histogram & { p95?: number };
    requests: { average: number; total: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  };
  type Instance = {
    on(
      event: 'response',
      listener: (client: unknown, status: number, bytes: number, ms: number) => void,
    ): void;
  };
  function autocannon(options: Options, done: (error: Error | null, result: Result) => void): Instance;
  export default autocannon;
}
