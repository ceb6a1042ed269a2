import { connect } from 'node:net';

/** One answer: its status and body (as text). */
export interface RawAnswer {
  status: number;
  body: string;
}

/**
 * A keep-alive HTTP/1.1 connection to a loopback port that sends each request as one prebuilt
 * write (headers and body together, as autocannon does) and reads the answer by its
 * Content-Length: one request at a time, with no client library's work between them.
 */
export async function connectClient(
  port: number,
): Promise<((request: Buffer) => Promise<RawAnswer>) & { close(): void }> {
  const socket = connect(port, '127.0.0.1');
  socket.setNoDelay(true);
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let received: Buffer = Buffer.alloc(0);
  let waiting: ((answer: RawAnswer) => void) | null = null;
  socket.on('data', (chunk: Buffer) => {
    received = received.length ? Buffer.concat([received, chunk]) : chunk;
    const headEnd = received.indexOf('\r\n\r\n');
    if (headEnd === -1 || !waiting) return;
    const head = received.subarray(0, headEnd).toString('latin1');
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
    if (received.length < headEnd + 4 + length) return;
    const body = received.subarray(headEnd + 4, headEnd + 4 + length).toString('utf8');
    received = received.subarray(headEnd + 4 + length);
    const resolve = waiting;
    waiting = null;
    resolve({ status: Number(head.slice(9, 12)), body });
  });
  const send = (request: Buffer) =>
    new Promise<RawAnswer>((resolve) => {
      waiting = resolve;
      socket.write(request);
    });
  return Object.assign(send, { close: () => socket.destroy() });
}
