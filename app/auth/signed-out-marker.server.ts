import { preferenceCookie } from "./cookie-policy.server";

/**
 * Every logout leaves this mark on the device and the next sign-in lifts it. While it is there, that sign-in asks
 * the provider for the password (prompt=login) even when the provider still remembers the grower: a browser that
 * never completed the hop to the provider's end-session address (closed, offline, blocked) left the provider's
 * session alive, and "signed out" must mean the next person at this device types a password (issue 26). It holds
 * nothing about the grower; it is kept like the device's preferences (`__Host-`, HttpOnly, a year).
 */
const mark = preferenceCookie("surco_signed_out");

/** The Set-Cookie of a logout. */
export const markSignedOut = (): string => mark.serialize(true);

/** The Set-Cookie of a completed sign-in. */
export const clearSignedOutMark = (): string => mark.serialize(false);

/** Whether the last thing this device did was sign out. */
export const signedOutHere = (request: Request): boolean => mark.chosen(request.headers.get("cookie")) === true;
