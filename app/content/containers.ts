import { cultivarMatches, featureFlagContainer, hasAllowedRole, pickByRolePriority } from "~/auth/gates";
import type { UserContext } from "~/auth/user";

import type { BlockContainer } from "./container";

/** Who is looking, as far as containers care: the request's user context. */
export type Visitor = Pick<UserContext, "isLoggedIn" | "user">;

/** What the page does about its blocks' containers: show these blocks, or send the visitor away (303). */
export type ContainerOutcome<B> = { kind: "show"; blocks: B[] } | { kind: "login" } | { kind: "redirect"; to: string };

type Decision = "show" | "hide" | { login: true } | { redirect: string };

/**
 * One container's decision, through the gates of app/auth/gates.ts (the only
 * copy of each rule). Role-priority is decided per group in `applyContainers`.
 */
function decide(container: Exclude<BlockContainer, { type: "role-priority" }>, visitor: Visitor): Decision {
  const user = visitor.isLoggedIn ? visitor.user : null;
  switch (container.type) {
    case "signed-in":
      return user ? "show" : { login: true };
    case "role-gated":
      if (!user) return { login: true };
      return hasAllowedRole(user.roles, container.allowedRoles) ? "show" : "hide";
    case "cultivar":
      if (!user) return { login: true };
      return cultivarMatches(user.cultivarType, container.isCultivar) ? "show" : "hide";
    case "feature-flag": {
      const decision = featureFlagContainer(visitor, container.allowList, container.redirectPath);
      if (decision.kind === "login") return { login: true };
      if (decision.kind === "redirect") return { redirect: decision.to };
      return decision.kind;
    }
  }
}

/**
 * Applies every block's container (decision 0032). A block the visitor may see
 * stays in place; one they may not is left out, unless it is the page's main
 * content (`primary`), in which case the page sends them to log in or to the
 * container's path. Among the blocks of a role-priority group, only the one
 * the grower's first priority role picks stays, where the group began.
 */
export function applyContainers<B extends { container?: BlockContainer }>(
  blocks: readonly B[],
  visitor: Visitor,
): ContainerOutcome<B> {
  const groups = new Map<string, B[]>();
  for (const block of blocks) {
    if (block.container?.type === "role-priority") {
      const members = groups.get(block.container.group) ?? [];
      members.push(block);
      groups.set(block.container.group, members);
    }
  }
  const shown: B[] = [];
  const placed = new Set<string>();
  for (const block of blocks) {
    const container = block.container;
    if (!container) {
      shown.push(block);
      continue;
    }
    if (container.type === "role-priority") {
      if (placed.has(container.group)) continue;
      placed.add(container.group);
      const members = groups.get(container.group)!;
      if (!visitor.isLoggedIn || !visitor.user) {
        if (members.some((member) => member.container?.primary)) return { kind: "login" };
        continue;
      }
      const picked = pickByRolePriority(
        visitor.user.roles,
        container.priority,
        members.map((member) => ({ member, allowedRoles: (member.container as typeof container).allowedRoles })),
      );
      if (picked) shown.push(picked.member);
      continue;
    }
    const decision = decide(container, visitor);
    if (decision === "show") shown.push(block);
    else if (decision !== "hide" && container.primary) {
      return "login" in decision ? { kind: "login" } : { kind: "redirect", to: decision.redirect };
    }
  }
  return { kind: "show", blocks: shown };
}
