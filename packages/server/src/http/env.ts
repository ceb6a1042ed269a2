import type { Project } from '../store/projects.ts';

/** What middleware puts on the Hono context for handlers. */
export interface AppEnv {
  Variables: {
    requestId: string;
    /** The project the request is for (SDK: from the public token; backend: from its credentials). */
    project: Project;
    /** SDK calls: the session token from the Authorization header, when one was sent. */
    sessionToken: string | null;
    /** SDK routes that name their project in the path (bootstrap): that public token, which sdkAuth prefers to the header's. */
    publicTokenInPath: string | undefined;
    /** SDK calls: where the request came from, read when a sign-in records it on the session. */
    signInClient: () => SignInClient;
  };
}

/** Where a sign-in came from, as stored on the session for the backend's session list. */
export interface SignInClient {
  ipAddress: string | null;
  userAgent: string | null;
}
