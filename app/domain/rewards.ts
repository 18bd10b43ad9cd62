// Reward centre (accounts §2 route list "reward centre and cashback"; labels from "Promotions").

export type RewardState = "available" | "claimed" | "expired";

/** Available rewards offer Claim; the others read Claimed or Close. */
export function rewardStatus(state: RewardState): {
  label: "claim" | "claimed" | "close";
  claimable: boolean;
} {
  if (state === "available") return { label: "claim", claimable: true };
  return { label: state === "claimed" ? "claimed" : "close", claimable: false };
}

/** The member's total still to claim (amounts in cents). */
export function claimableTotalCents(rewards: ReadonlyArray<{ state: RewardState; amount: number }>): number {
  return rewards.filter((r) => r.state === "available").reduce((sum, r) => sum + r.amount, 0);
}

/** What a guest could get: the promotions that pay a bonus, largest first. */
export function bonusOffers<P extends { bonus: number; action: string }>(promotions: readonly P[]): P[] {
  return promotions
    .filter((p) => p.bonus > 0 && (p.action === "claim" || p.action === "apply"))
    .sort((a, b) => b.bonus - a.bonus);
}
