import {createServer, request, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';

/**
 * A pass-through to the site under test that leaves out one header: Content-Security-Policy. Its
 * `frame-ancestors 'none'` forbids every frame, and the layout sweep (tests/e2e/layout.spec.ts)
 * measures pages inside a frame it resizes. Status, body, redirects and every other header are the
 * server's own, byte for byte; nothing but the layout sweep uses this address.
 */
export async function startFrameProxy(target: string): Promise<{origin: string; close: () => Promise<void>}> {
  const upstream = new URL(target);
  const server: Server = createServer((req, res) => {
    const forward = request(
      {host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers},
      (answer) => {
        const headers = {...answer.headers};
        delete headers['content-security-policy'];
        res.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((done) => server.listen(0, done));
  const {port} = server.address() as AddressInfo;
  return {
    // The site's own host name, so its absolute links and the sitemap's paths stay on this origin.
    origin: `http://localhost:${port}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
