/**
 * The machine's ceiling for `npm run bench`: a bare `node:http` server that answers every request
 * with a small JSON hello, no routing, no database. Whatever an auth server does on top of HTTP
 * costs the difference. Forked by bench/peer-servers.ts; reports over IPC like the others.
 */
import { createServer } from 'node:http';

const body = JSON.stringify({ hello: 'world' });
const server = createServer((request, response) => {
  // Drain the request body (POSTs too) before answering, as any real handler would.
  request.resume();
  request.on('end', () => {
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    response.end(body);
  });
});
server.listen(0, '127.0.0.1', () => {
  process.send?.({ type: 'ready', url: `http://127.0.0.1:${server.address().port}`, rss: process.memoryUsage().rss });
});
// A bench that dies must not leave this server behind.
process.on('disconnect', () => process.exit(0));
process.on('message', (message) => {
  if (message?.type === 'rss') {
    const rss = process.memoryUsage().rss;
    globalThis.gc?.();
    process.send?.({ type: 'rss', rss, heapUsed: process.memoryUsage().heapUsed });
  }
  if (message?.type === 'stop') {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  }
});
