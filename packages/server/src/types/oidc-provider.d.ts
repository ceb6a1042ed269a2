/** The parts of oidc-provider (panva) Foyer uses; the package ships no type declarations. */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId?: string };
    grantId?: string;
  }

  export interface GrantInstance {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
  }

  export interface Account {
    accountId: string;
    claims(): Record<string, unknown> | Promise<Record<string, unknown>>;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Record<string, unknown>);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    Grant: new (properties: {
      accountId: string;
      clientId: string;
    }) => GrantInstance;
    proxy: boolean;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
