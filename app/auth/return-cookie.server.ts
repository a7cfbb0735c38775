import { createCookie } from "@remix-run/node";
import { env } from "~/env.server";

/**
 * Where to go after login, kept in its own short-lived signed cookie: the OAuth
 * strategy manages the session cookie during the round trip, and the address
 * must survive it.
 */
export const returnCookie = createCookie("__surco_return", {
  httpOnly: true,
  secure: env.NODE_ENV === "production",
  sameSite: "lax",
  path: "/api/auth",
  secrets: [env.SESSION_SECRET],
  maxAge: 600,
});
