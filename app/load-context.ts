/** What server.ts hands every loader and action (see getLoadContext there). */
declare module "@remix-run/node" {
  interface AppLoadContext {
    /** The per-request nonce of the Content-Security-Policy. */
    nonce: string;
    requestId: string;
    clientIp: string;
  }
}

export {};
