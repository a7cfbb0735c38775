/**
 * The part of oidc-provider 9's API the sandbox uses. The package ships no type
 * declarations and DefinitelyTyped's lag behind 9.x, so these are written from
 * the library's source (lib/provider.js, lib/models/grant.js, lib/helpers/defaults.js).
 */
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  export type AdapterPayload = Record<string, unknown> & {
    uid?: string;
    userCode?: string;
    grantId?: string;
    consumed?: number;
    jti?: string;
  };

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface AccountClaims {
    sub: string;
    [claim: string]: unknown;
  }

  export interface Account {
    accountId: string;
    claims(
      use: "id_token" | "userinfo",
      scope: string,
      claims: unknown,
      rejected: string[],
    ): Promise<AccountClaims> | AccountClaims;
  }

  /** The provider's session at the browser (lib/models/session.js). */
  export interface ProviderSession {
    accountId?: string;
    authorizations?: Record<string, { grantId?: string }>;
    destroy(): Promise<void>;
  }

  export interface KoaContextWithOIDC {
    oidc: {
      route?: string;
      client?: { clientId: string };
      session?: ProviderSession;
      params?: Record<string, string | undefined>;
      /** Set by the end-session action once oidc-provider has validated an id_token_hint. */
      entities: { IdTokenHint?: { payload: { sub?: string } } } & Record<string, unknown>;
      [key: string]: unknown;
    };
    host: string;
    type: string;
    set(field: string, value: string): void;
    cookies: { set(name: string, value: string | null, options?: Record<string, unknown>): void };
    redirect(url: string): void;
    body: unknown;
    status: number;
    [key: string]: unknown;
  }

  export interface ErrorOut {
    error: string;
    error_description?: string;
    [key: string]: unknown;
  }

  export type TTLFunction = (ctx: KoaContextWithOIDC, token: unknown, client: unknown) => number;

  export interface Configuration {
    adapter?: (name: string) => Adapter;
    clients?: Array<Record<string, unknown>>;
    claims?: Record<string, string[] | null>;
    scopes?: string[];
    clientAuthMethods?: string[];
    clientBasedCORS?: (ctx: KoaContextWithOIDC, origin: string, client: unknown) => boolean;
    cookies?: {
      names?: { session?: string; interaction?: string; resume?: string };
      long?: Record<string, unknown>;
      short?: Record<string, unknown>;
      keys?: Array<string | Buffer>;
    };
    conformIdTokenClaims?: boolean;
    features?: Record<string, Record<string, unknown>>;
    findAccount?: (
      ctx: KoaContextWithOIDC,
      sub: string,
      token?: unknown,
    ) => Promise<Account | undefined> | Account | undefined;
    interactions?: {
      url?: (ctx: KoaContextWithOIDC, interaction: Interaction) => string | Promise<string>;
      policy?: unknown;
    };
    jwks?: { keys: Array<Record<string, unknown>> };
    pkce?: { required?: (ctx: KoaContextWithOIDC, client: unknown) => boolean };
    renderError?: (ctx: KoaContextWithOIDC, out: ErrorOut, error: Error) => void | Promise<void>;
    responseTypes?: string[];
    routes?: Record<string, string>;
    ttl?: Record<string, number | TTLFunction>;
    [key: string]: unknown;
  }

  export interface InteractionPrompt {
    name: "login" | "consent" | string;
    reasons: string[];
    details: {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
      [key: string]: unknown;
    };
  }

  export interface Interaction {
    uid: string;
    jti: string;
    prompt: InteractionPrompt;
    params: Record<string, string | undefined> & { client_id?: string; scope?: string; redirect_uri?: string };
    session?: { accountId: string; uid: string; cookie?: string };
    grantId?: string;
    returnTo: string;
    lastSubmission?: Record<string, unknown>;
    result?: Record<string, unknown>;
  }

  export interface InteractionResults {
    login?: { accountId: string; remember?: boolean; ts?: number; amr?: string[]; acr?: string };
    consent?: { grantId?: string };
    error?: string;
    error_description?: string;
    [key: string]: unknown;
  }

  export class Grant {
    constructor(properties: { accountId: string; clientId: string });
    static find(id: string): Promise<Grant | undefined>;
    jti: string;
    accountId: string;
    clientId: string;
    addOIDCScope(scope: string | string[] | Set<string>): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(resource: string, scope: string | string[] | Set<string>): void;
    getOIDCScope(): string;
    save(ttl?: number): Promise<string>;
    destroy(): Promise<void>;
  }

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    readonly Grant: typeof Grant;
    readonly AccessToken: { revokeByGrantId(grantId: string): Promise<void> };
    readonly AuthorizationCode: { revokeByGrantId(grantId: string): Promise<void> };
    cookieName(type: "session" | "interaction" | "resume"): string;
    proxy: boolean;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    urlFor(name: string, options?: Record<string, unknown>): string;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  export const errors: Record<string, new (...args: unknown[]) => Error> & {
    SessionNotFound: new (...args: unknown[]) => Error;
  };

  export default Provider;
}
