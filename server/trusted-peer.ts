import type { Request } from "express";

/**
 * Whether the peer that sent this request is one of the operator's proxies (Express's `trust proxy`, set from
 * TRUST_PROXY_HOPS): what it adds (X-Forwarded-Host, a trace's `traceparent`) is believed; from anyone else, not.
 */
export function fromTrustedPeer(req: Request): boolean {
  const trust = req.app.get("trust proxy fn") as (address: string | undefined, hop: number) => boolean;
  return trust(req.socket.remoteAddress, 0);
}
