// VIP progress (accounts §2 /m/member/benefits): how far the member's total stake is on the way to the
// next level. A member may hold a level by label above what the stake reached: progress then counts
// towards the level after the one held.

type Level = { level: number; name: string; requiredStakeCents: number };

export function vipProgress(input: { levels: readonly Level[]; level: number; stakeCents: number }): {
  stakeCents: number;
  next: Level | null;
  percent: number;
} {
  const next = input.levels.find((l) => l.level > input.level) ?? null;
  const stakeCents = Math.max(0, input.stakeCents);
  if (!next) return { stakeCents, next: null, percent: 100 };
  const percent =
    next.requiredStakeCents === 0
      ? 100
      : Math.min(100, Math.floor((stakeCents * 100) / next.requiredStakeCents));
  return { stakeCents, next, percent };
}
