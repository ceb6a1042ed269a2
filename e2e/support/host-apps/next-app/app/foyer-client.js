'use client';
// One browser client for the app. Next also evaluates this module when it renders on the server,
// where there is no window: creating the client there is safe, it touches storage only in a browser.
import { createClient } from '@foyer/sdk';

export const client = createClient(process.env.NEXT_PUBLIC_FOYER_PUBLIC_TOKEN, {
  baseUrl: process.env.NEXT_PUBLIC_FOYER_URL,
});
