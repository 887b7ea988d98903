/**
 * One HTTP/1.1 request written byte for byte on a socket, so that what a client library would
 * normalise (encodings, dot segments, odd methods, odd Host headers) reaches the server as written.
 */
import {connect} from 'node:net';

export type RawResponse = {
  status: number;
  /** Header lines as received, names lower-cased, in order (a repeated header appears twice). */
  headers: [string, string][];
  head: string;
  body: Buffer;
};

/** Sends `request` (request line and headers, without the final blank line) and reads until the server closes. */
export function rawRequest(port: number, request: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer to ${JSON.stringify(request.slice(0, 80))}`)));
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const all = Buffer.concat(chunks);
      const end = all.indexOf('\r\n\r\n');
      if (end < 0) {
        reject(new Error(`no complete response to ${JSON.stringify(request.slice(0, 80))}: ${JSON.stringify(all.toString('latin1'))}`));
        return;
      }
      const head = all.subarray(0, end).toString('latin1');
      const [statusLine, ...lines] = head.split('\r\n');
      resolve({
        status: Number(statusLine.split(' ')[1]),
        headers: lines.map((l) => {
          const i = l.indexOf(':');
          return [l.slice(0, i).trim().toLowerCase(), l.slice(i + 1).trim()];
        }),
        head,
        body: all.subarray(end + 4),
      });
    });
    socket.write(Buffer.from(`${request}\r\nConnection: close\r\n\r\n`, 'latin1'));
  });
}
