'use client';
// One browser client for the app, created at module scope as a host developer would: this module is
// also evaluated during server rendering, where there is no window.
import { createClient } from '@foyer/sdk';

export const client = createClient(process.env.NEXT_PUBLIC_FOYER_PUBLIC_TOKEN, {
  baseUrl: process.env.NEXT_PUBLIC_FOYER_URL,
});
