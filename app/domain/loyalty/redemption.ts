/**
 * The recommended services' button (spec 001 §4 §5): a group leader, or a
 * member without a group, sees 'Redeem now' when the balance minus the cost is
 * zero or more, otherwise 'Access'; group members see the 'your group'
 * wording; a cost of zero or less shows 'Free'; an account not enrolled shows
 * the steps and a connect button.
 */
export type GroupRole = "leader" | "member" | "none";

export type RedemptionButton = "connect" | "free" | "group" | "redeem" | "access";

export function groupRoleOf(member: { nmGroup: string | null; flGroupLeader: boolean }): GroupRole {
  if (!member.nmGroup) return "none";
  return member.flGroupLeader ? "leader" : "member";
}

export function redemptionButton(input: {
  enrolled: boolean;
  role: GroupRole;
  balance: number;
  cost: number;
}): RedemptionButton {
  if (!input.enrolled) return "connect";
  if (input.cost <= 0) return "free";
  if (input.role === "member") return "group";
  return input.balance - input.cost >= 0 ? "redeem" : "access";
}
