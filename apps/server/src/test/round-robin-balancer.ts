import { Agent, createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The request header that sends one request to a given instance (its index), for tests. */
export const PIN_HEADER = 'x-balancer-pin';
/** The response header naming the instance (its index) that answered. */
export const UPSTREAM_HEADER = 'x-balancer-upstream';

export type Balancer = {
  base: string;
  /** How many requests each instance was sent. */
  readonly sent: number[];
  /** How many each answered with a server error (5xx), or not at all (502 here). */
  readonly failed: number[];
  close(): Promise<void>;
};

/**
 * A load balancer in a few lines of Node on loopback, for the several-instance test and
 * `bench/load` (issue 35): each request goes to the next instance in turn (round robin), bodies
 * streamed both ways, as a proxy in front of a cluster would. It adds what such a proxy adds
 * (`X-Forwarded-For` with the address it saw, `X-Forwarded-Proto`) and names the instance that
 * answered in `x-balancer-upstream`; `x-balancer-pin: <index>` sends a request to one instance
 * (two requests at once to two instances, an edit on one read on the other). Connections to the
 * instances are kept alive, as a production balancer pools them.
 */
export async function startBalancer(targets: string[], options: { port?: number } = {}): Promise<Balancer> {
  const upstreams = targets.map((target) => new URL(target));
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const sent = upstreams.map(() => 0);
  const failed = upstreams.map(() => 0);
  let turn = 0;

  const pick = (request: IncomingMessage): number => {
    const pinned = request.headers[PIN_HEADER];
    if (typeof pinned === 'string' && /^\d+$/.test(pinned) && Number(pinned) < upstreams.length) {
      return Number(pinned);
    }
    const index = turn;
    turn = (turn + 1) % upstreams.length;
    return index;
  };

  const server = createServer((request, response) => {
    const index = pick(request);
    const upstream = upstreams[index] as URL;
    sent[index] = (sent[index] ?? 0) + 1;
    const headers = { ...request.headers };
    delete headers[PIN_HEADER];
    const seen = request.socket.remoteAddress ?? '127.0.0.1';
    const forwarded = request.headers['x-forwarded-for'];
    headers['x-forwarded-for'] = forwarded ? `${forwarded}, ${seen}` : seen;
    headers['x-forwarded-proto'] = 'http';
    const outgoing = httpRequest(
      {
        agent,
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers,
      },
      (answer) => {
        if ((answer.statusCode ?? 502) >= 500) failed[index] = (failed[index] ?? 0) + 1;
        response.writeHead(answer.statusCode ?? 502, { ...answer.headers, [UPSTREAM_HEADER]: String(index) });
        answer.pipe(response);
      },
    );
    outgoing.on('error', () => {
      failed[index] = (failed[index] ?? 0) + 1;
      if (!response.headersSent) response.writeHead(502, { [UPSTREAM_HEADER]: String(index) });
      response.end();
    });
    // A client that goes away mid-body (a dropped upload) drops the instance's request too.
    request.on('aborted', () => outgoing.destroy());
    request.pipe(outgoing);
  });
  // Loopback clients keep connections alive longer than Node's default 5 s.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    sent,
    failed,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      agent.destroy();
    },
  };
}
