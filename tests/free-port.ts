// A loopback port no one listens on now, for the servers the specs start beside the build's (nginx,
// serve.mjs, and wrangler with its devtools inspector, which otherwise always takes 9229, so two
// `wrangler pages dev` in parallel workers would clash).
import {createServer} from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const {port} = probe.address() as {port: number};
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}
