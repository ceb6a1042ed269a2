// Serves @foyer/node's example apps (Express, Hono, Fastify) on free localhost ports, pointed at a
// Foyer server, and prints their URLs as one JSON line. Run by e2e/tests/node-adapters.spec.ts in a
// child process with the workspace's sources (`node --conditions=foyer-source --import tsx`).
import type { AddressInfo } from 'node:net';
import { createFoyer } from '@foyer/node';
import { serve } from '@hono/node-server';
import { expressApp } from '../../packages/node/examples/express.ts';
import { fastifyApp } from '../../packages/node/examples/fastify.ts';
import { honoApp } from '../../packages/node/examples/hono.ts';

const { FOYER_URL, FOYER_PROJECT_ID, FOYER_SECRET } = process.env;
if (!FOYER_URL || !FOYER_PROJECT_ID || !FOYER_SECRET)
  throw new Error('Set FOYER_URL, FOYER_PROJECT_ID and FOYER_SECRET');
const foyer = createFoyer({ projectId: FOYER_PROJECT_ID, secret: FOYER_SECRET, baseUrl: FOYER_URL });

// On localhost like the demo: a browser sends a host's cookies to every port of it.
const url = (address: AddressInfo) => `http://localhost:${address.port}`;
const express = expressApp(foyer).listen(0, 'localhost');
await new Promise<void>((resolve) => express.once('listening', () => resolve()));
const hono = serve({ fetch: honoApp(foyer).fetch, port: 0, hostname: 'localhost' });
await new Promise<void>((resolve) => hono.once('listening', () => resolve()));
const fastify = fastifyApp(foyer);
await fastify.listen({ port: 0, host: 'localhost' });

console.log(
  JSON.stringify({
    Express: url(express.address() as AddressInfo),
    Hono: url(hono.address() as AddressInfo),
    Fastify: url(fastify.server.address() as AddressInfo),
  }),
);
