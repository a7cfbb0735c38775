import { z } from "zod";

/**
 * The containers of spec 002 §6, as content writes them: a block may carry one,
 * and the page loader decides from it and the visitor whether the block is
 * shown (app/content/containers.ts; decision 0032).
 *
 * - role-gated: shown when the grower holds one of `allowedRoles`.
 * - role-priority: the blocks sharing a `group` are alternatives; the first role
 *   of `priority` the grower holds picks the one whose `allowedRoles` include it.
 * - cultivar: shown when "the grower is Cultivar Plus" equals `isCultivar`.
 * - feature-flag: shown to growers on `allowList`; anonymous visitors are sent to
 *   log in, others to `redirectPath` unless it is '#' or missing.
 * - signed-in: shown to any signed-in grower (personal blocks).
 *
 * `primary` marks the block as the page's main content: only then does a "go to
 * login" or "go elsewhere" decision answer the whole page with a 303. Anywhere
 * else the block is simply left out, so a page never jumps away because of a
 * side block and anonymous visitors see no private tools.
 */
const common = { primary: z.boolean().optional() };
const roles = z.array(z.string().min(1)).min(1);

const blockContainer = z.discriminatedUnion("type", [
  z.object({ type: z.literal("role-gated"), allowedRoles: roles, ...common }),
  z.object({
    type: z.literal("role-priority"),
    group: z.string().min(1),
    priority: roles,
    allowedRoles: roles,
    ...common,
  }),
  z.object({ type: z.literal("cultivar"), isCultivar: z.boolean(), ...common }),
  z.object({
    type: z.literal("feature-flag"),
    allowList: z.array(z.string().min(1)),
    redirectPath: z.string().nullish(),
    ...common,
  }),
  z.object({ type: z.literal("signed-in"), ...common }),
]);
export type BlockContainer = z.infer<typeof blockContainer>;

/** What every block may carry besides its own fields: an anchor id and a container. */
export const blockEnvelope = {
  /** An anchor (#resgate…) and a stable key; lower-case words and dashes. */
  id: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    .optional(),
  container: blockContainer.optional(),
};
