/**
 * For tests: a real HTTP server on 127.0.0.1 (a free port) standing in for a provider's API. It
 * records every request it gets and answers what the test's handler returns.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Path and query, e.g. /v1/payments/123 */
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface FakeAnswer {
  status?: number;
  json?: unknown;
  headers?: Record<string, string>;
}

export interface TestHttpServer {
  /** http://127.0.0.1:PORT */
  url: string;
  port: number;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export async function startTestHttpServer(handle: (request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>): Promise<TestHttpServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const request = { method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
    requests.push(request);
    try {
      const answer = await handle(request);
      res.writeHead(answer.status ?? 200, { 'content-type': 'application/json', ...answer.headers });
      res.end(answer.json === undefined ? '' : JSON.stringify(answer.json));
    } catch (error) {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** An address where nothing listens: a server's port, once that server is closed. */
export async function unreachableUrl(): Promise<string> {
  const server = await startTestHttpServer(() => ({}));
  await server.close();
  return server.url;
}
