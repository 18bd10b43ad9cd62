import type { BackendContext } from "../context.ts";
import type { MemberRow } from "./sessions.ts";

type LevelRow = {
  level: number;
  name: string;
  requiredStakeCents: number;
  upgradeBonusCents: number;
  birthdayBonusCents: number;
  rebatePermille: number;
  dailyWithdrawals: number;
};

/**
 * The VIP levels with their benefits and the member's progress: the total stake of all the member's
 * bets (ledger 'bet' rows; a cancelled stake comes back as a positive 'bet' row and counts off). The
 * level is the highest reached by stake, or the one the member's club label names if higher.
 */
export function vipOf({ sql }: BackendContext, member: MemberRow) {
  const levels = sql(
    `SELECT level, name, required_stake_cents AS requiredStakeCents, upgrade_bonus_cents AS upgradeBonusCents,
      birthday_bonus_cents AS birthdayBonusCents, rebate_permille AS rebatePermille, daily_withdrawals AS dailyWithdrawals
     FROM vip_level ORDER BY level`,
  ).all() as LevelRow[];
  const stakeCents = -(sql(
    "SELECT coalesce(sum(amount_cents), 0) FROM ledger WHERE member_id = ? AND kind = 'bet'",
  )
    .pluck()
    .get(member.id) as number);
  const byStake = levels.filter((l) => l.requiredStakeCents <= stakeCents).at(-1)?.level ?? 0;
  const byLabel = levels.find((l) => l.name === member.club_label)?.level ?? 0;
  return { levels, level: Math.max(byStake, byLabel), stakeCents };
}
