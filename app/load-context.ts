/** What server.ts hands every loader and action (see getLoadContext there). */
declare module "@remix-run/node" {
  interface AppLoadContext {
    /** The per-request marker of our inline scripts, in place of a nonce: stripped before sending (app/entry.server.tsx). */
    nonce: string;
    requestId: string;
    clientIp: string;
    /** The body was over its path's upload limit: read and dropped unparsed (server/body-limit.ts). */
    bodyTooLarge?: boolean;
    /**
     * The site's own answer to another request made in this one's name (server/remix-handler.ts): how a resource
     * route answers the site's 404 page, e.g. to anyone but the owner of a private file.
     */
    sitePage?: (request: Request) => Promise<Response>;
  }
}

export {};
