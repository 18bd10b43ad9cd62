// The page frame's reality check (issue 24): read once per session for a few seconds (member data),
// its "due" worked out from its time, so a remembered answer still turns due when its time comes;
// the browser's timer asks the backend itself.
import { describe, expect, it } from "vitest";
import type { RequestState } from "~/.server/context";
import { createMemberCache } from "~/.server/member-cache";
import { realityCheckFor } from "~/.server/reality-check";

const LOGIN = 1_800_000_000_000;
const MINUTE = 60_000;

function stateAt(answers: { nextDueAt: number | null; due: boolean }[]) {
  let asked = 0;
  const memberData = createMemberCache({ ttlMs: 60_000, max: 10 }).forSession("token-1");
  const state = {
    session: { type: 0 },
    memberData,
    backend: {
      realityCheck: async () => {
        const answer = answers[Math.min(asked, answers.length - 1)];
        asked += 1;
        return { startedAt: LOGIN, minutesPlayed: 14, netResultCents: -500, intervalMinutes: 15, ...answer };
      },
    },
  } as unknown as RequestState;
  return { state, asked: () => asked };
}

describe("realityCheckFor", () => {
  it("reuses the session's answer, and it falls due when its time comes", async () => {
    const { state, asked } = stateAt([{ nextDueAt: LOGIN + 15 * MINUTE, due: false }]);
    const before = await realityCheckFor(state, { now: LOGIN + 14 * MINUTE });
    expect(before).toMatchObject({ due: false, dueInMs: MINUTE, netResultCents: -500 });
    const after = await realityCheckFor(state, { now: LOGIN + 15 * MINUTE + 1 });
    expect(after).toMatchObject({ due: true, dueInMs: 0 });
    expect(asked()).toBe(1);
  });

  it("asks the backend each time when fresh (the browser's timer)", async () => {
    const { state, asked } = stateAt([
      { nextDueAt: LOGIN + 15 * MINUTE, due: false },
      { nextDueAt: LOGIN + 15 * MINUTE, due: true },
    ]);
    await realityCheckFor(state, { now: LOGIN });
    expect(await realityCheckFor(state, { fresh: true, now: LOGIN })).toMatchObject({ due: true });
    expect(asked()).toBe(2);
  });

  it("forgets the answer when the member posts a form (member data cleared)", async () => {
    const { state, asked } = stateAt([{ nextDueAt: LOGIN + 15 * MINUTE, due: false }]);
    await realityCheckFor(state, { now: LOGIN });
    state.memberData.clear();
    await realityCheckFor(state, { now: LOGIN });
    expect(asked()).toBe(2);
  });

  it("is null without an interval, and for guests", async () => {
    const { state } = stateAt([{ nextDueAt: null, due: false }]);
    expect(await realityCheckFor(state)).toBeNull();
    expect(await realityCheckFor({ ...state, session: null })).toBeNull();
  });
});
