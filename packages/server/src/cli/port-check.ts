import { createServer } from 'node:net';

/**
 * Why `port` on `host` cannot be listened on (in use, or needing privileges), in one sentence that
 * says how to choose another; null when it is free. Checked before anything slow (the build in
 * `npm start`, migrations in `foyer start`), so a busy port is not a raw EADDRINUSE stack a minute
 * later. Port 0 (any free port) is always free.
 */
export function portProblem(port: number, host: string): Promise<string | null> {
  if (port === 0) return Promise.resolve(null);
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE')
        resolve(
          `Port ${port} on ${host} is already in use (another Foyer, or another program): stop it, or choose another port with PORT, e.g. PORT=${port === 65_535 ? 3001 : port + 1}.`,
        );
      else if (error.code === 'EACCES')
        resolve(
          `Port ${port} on ${host} needs privileges this user lacks: choose a port above 1023 with PORT, e.g. PORT=3000.`,
        );
      else
        resolve(
          `Port ${port} on ${host} cannot be listened on (${error.code ?? error.message}): choose another with PORT or HOST.`,
        );
    });
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(null)));
  });
}
