/** What server.ts hands every loader and action (see getLoadContext there). */
declare module "@remix-run/node" {
  interface AppLoadContext {
    /** The per-request marker of our inline scripts, in place of a nonce: stripped before sending (app/entry.server.tsx). */
    nonce: string;
    requestId: string;
    clientIp: string;
    /** The body was over its path's upload limit: read and dropped unparsed (server/body-limit.ts). */
    bodyTooLarge?: boolean;
  }
}

export {};
