import { globalStyle } from "@vanilla-extract/css";

import { vars } from "~/ui/theme.css";

import { NOTICE_ID } from "./worker/notice";

/**
 * The notice the service worker writes into a page it answers from the device ("saved on {date}, you are offline",
 * forms waiting): plain HTML with an id. Its styles ride with the offline page (its route imports this file), which
 * is precached: the worker copies the offline page's <style> into the page it rewrites, so pages online carry no
 * byte of it.
 */
const notice = `#${NOTICE_ID}`;

globalStyle(notice, {
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.colour.wheatTint,
  color: vars.colour.ink,
  borderBottom: `2px solid ${vars.colour.wheat}`,
  fontWeight: 600,
  textAlign: "center",
});

globalStyle(`${notice} p`, { margin: 0 });
