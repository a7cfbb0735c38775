import { redirect } from "@remix-run/node";

import { normaliseRole } from "~/auth/gates";
import { loginHref } from "~/auth/return-address";
import { getUserContext } from "~/auth/user.server";
import type { Locale } from "~/countries";
import { i18nServer } from "~/i18n/i18next.server";
import { type IncomingBlock, INVALID_BLOCK } from "~/services/content/contract";
import { log } from "~/services/log.server";

import { BLOCK_LOADERS, type BlockLoadArgs } from "./block-loaders.server";
import type { ComposedPage, Loaded } from "./block-props";
import type { Block } from "./block-schemas";
import { applyContainers } from "./containers";
import { resolveContentHref } from "./content-href";
import { pageAssets } from "./page-lead.server";
import { loadBlockKinds } from "./registry";

/** How long a block's server data may take before the block shows its error state (the page does not wait longer). */
const BLOCK_LOAD_TIMEOUT_MS = 3_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`block load took over ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** One block's load, settled: a failure or timeout is logged and becomes `{ ok: false }`. */
async function loadBlock(block: Block, args: BlockLoadArgs, timeoutMs: number): Promise<Loaded<unknown> | undefined> {
  const load = BLOCK_LOADERS[block.kind] as ((b: Block, a: BlockLoadArgs) => Promise<unknown>) | undefined;
  if (!load) return undefined;
  try {
    return { ok: true, data: await withTimeout(load(block, args), timeoutMs) };
  } catch (error) {
    log("warn", "content block failed to load", { kind: block.kind, reason: (error as Error).message });
    return { ok: false };
  }
}

/**
 * Turns a published block list into what the page renders (decision 0032):
 * drops blocks that broke the contract (logged), applies the containers for
 * this visitor (a gated main block sends them to log in or elsewhere: 303),
 * and runs the loads of the blocks left, in parallel, each failing alone.
 */
export async function composeBlocks(
  request: Request,
  locale: Locale,
  incoming: readonly IncomingBlock[],
  { timeoutMs = BLOCK_LOAD_TIMEOUT_MS } = {},
): Promise<ComposedPage> {
  const url = new URL(request.url);
  const valid: Block[] = [];
  for (const block of incoming) {
    if (block.kind === INVALID_BLOCK)
      log("warn", "content block broke the contract", { kind: block.was, path: url.pathname });
    else valid.push(block);
  }
  const [user, t] = await Promise.all([getUserContext(request, locale), i18nServer.getFixedT(locale, "content")]);
  const outcome = applyContainers(valid, user);
  if (outcome.kind === "login") throw redirect(loginHref(url), 303);
  if (outcome.kind === "redirect") throw redirect(resolveContentHref(locale, outcome.to), 303);

  const args: BlockLoadArgs = { request, locale, url, user };
  const kinds = outcome.blocks.map((block) => block.kind);
  const [loaded] = await Promise.all([
    Promise.all(outcome.blocks.map((block) => loadBlock(block, args, timeoutMs))),
    // The server renders without suspending: every kind's component is loaded before the render starts.
    loadBlockKinds(kinds),
  ]);
  return {
    blocks: outcome.blocks.map((block, index) => ({
      key: block.id ?? `${block.kind}-${index}`,
      block,
      ...(loaded[index] ? { loaded: loaded[index] } : {}),
    })),
    context: {
      locale,
      path: `${url.pathname}${url.search}`,
      isLoggedIn: user.isLoggedIn,
      roles: (user.user?.roles ?? []).map(normaliseRole),
      text: { unavailable: t("block.unavailable"), retry: t("block.retry") },
    },
    ...pageAssets(outcome.blocks),
  };
}
