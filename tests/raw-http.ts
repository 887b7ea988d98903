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

/** True when `data` holds a whole response: its head, and the body its framing announces. */
function isComplete(data: Buffer, head: boolean): boolean {
  const end = data.indexOf('\r\n\r\n');
  if (end < 0) return false;
  const text = data.subarray(0, end).toString('latin1');
  const status = Number(text.split(' ')[1]);
  if (head || status === 204 || status === 304 || (status >= 100 && status < 200)) return true;
  const body = data.subarray(end + 4);
  const length = text.match(/\r\ncontent-length:\s*(\d+)/i);
  if (/\r\ntransfer-encoding:[^\r]*chunked/i.test(text)) return /(^|\r\n)0\r\n\r\n$/.test(body.toString('latin1'));
  return length ? body.length >= Number(length[1]) : false;
}

/** Sends `request` (request line and headers, without the final blank line) and reads the response, until it is complete or the server closes. */
export function rawRequest(port: number, request: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error(`no answer to ${JSON.stringify(request.slice(0, 80))}`)));
    socket.on('data', (c: Buffer) => {
      chunks.push(c);
      // Some servers (Cloudflare's engine) keep the connection open despite `Connection: close`:
      // stop reading once the message is complete.
      if (isComplete(Buffer.concat(chunks), request.startsWith('HEAD '))) socket.end();
    });
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

/** A response's header value (the first, for a repeated header), or undefined. */
export const header = (response: RawResponse, name: string): string | undefined =>
  response.headers.find(([n]) => n === name.toLowerCase())?.[1];

/** The payload of a response, with chunked transfer coding removed. */
export function payload(response: RawResponse): Buffer {
  if (!/chunked/i.test(header(response, 'transfer-encoding') ?? '')) return response.body;
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const eol = response.body.indexOf('\r\n', at);
    if (eol < 0) throw new Error('truncated chunked body');
    const size = parseInt(response.body.subarray(at, eol).toString('latin1'), 16);
    if (!size) return Buffer.concat(parts);
    parts.push(response.body.subarray(eol + 2, eol + 2 + size));
    at = eol + 2 + size + 2;
  }
}
