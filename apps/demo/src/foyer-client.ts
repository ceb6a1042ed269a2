import { createClient, type FoyerClient } from '@foyer/sdk';
import { createContext, useContext } from 'react';

interface DevProject {
  project_id: string;
  public_token: string;
}

/**
 * Creates the browser client for the server that serves this page. The public token comes from the
 * development project (`GET /dev/api/project`), which only a server in development mode answers.
 */
export async function loadClient(): Promise<FoyerClient> {
  const response = await fetch('/dev/api/project', { headers: { accept: 'application/json' } });
  if (!response.ok) {
    throw new Error(
      `GET /dev/api/project answered ${response.status}. The demo needs the Foyer server in development mode.`,
    );
  }
  const project = (await response.json()) as DevProject;
  return createClient(project.public_token, { baseUrl: window.location.origin });
}

export const ClientContext = createContext<FoyerClient | null>(null);

/** The client created at start-up; pages render only once it exists. */
export function useClient(): FoyerClient {
  const client = useContext(ClientContext);
  if (!client) throw new Error('useClient() used outside <ClientContext.Provider>.');
  return client;
}
