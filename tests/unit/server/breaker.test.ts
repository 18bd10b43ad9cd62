import { describe, expect, it } from "vitest";
import { createBreaker, type BreakerOptions, type BreakerState } from "~/.server/backend/breaker";

/** A breaker on a clock the test moves, with the states it went through. */
function breakerAt(options: BreakerOptions = {}) {
  const clock = { now: 0 };
  const changes: BreakerState[] = [];
  const breaker = createBreaker({
    windowMs: 5000,
    minCalls: 20,
    failureRatio: 0.95,
    openMs: 1000,
    trials: 3,
    closeAfter: 3,
    ...options,
    now: () => clock.now,
    onChange: (state) => changes.push(state),
  });
  /** One call let through and ended at once (`fail`: no answer). */
  const call = (fail: boolean) => {
    const ticket = breaker.admit();
    expect(ticket).not.toBeNull();
    if (fail) ticket!.failed();
    else ticket!.succeeded();
  };
  return { breaker, clock, changes, call };
}

describe("createBreaker: when it opens (issue 62: a slow backend that still answers is not down)", () => {
  it("stays closed while a third of the calls answer, through runs of failures in a row", () => {
    const { breaker, clock, changes, call } = breakerAt();
    for (let i = 0; i < 1200; i++) {
      clock.now += 25;
      // A third answer; every 60 calls a run of twelve failures in a row (the old breaker opened on three).
      call(i % 60 < 12 || i % 3 !== 0);
    }
    expect(changes).toEqual([]);
    expect(breaker.state()).toBe("closed");
  });

  it("opens when nearly every call of the window failed and enough ended to tell, then fails calls at once", () => {
    const { breaker, clock, changes, call } = breakerAt();
    for (let i = 0; i < 19; i++) call(true);
    // Nineteen failures are too few to judge.
    expect(breaker.state()).toBe("closed");
    call(true);
    expect(changes).toEqual(["open"]);
    expect(breaker.admit()).toBeNull();
    clock.now = 999;
    expect(breaker.admit()).toBeNull();
  });

  it("one answer in twenty keeps it closed; failures of the window's time only count", () => {
    const { breaker, clock, call } = breakerAt();
    call(false);
    for (let i = 0; i < 18; i++) call(true);
    call(false);
    for (let i = 0; i < 18; i++) call(true);
    // 36 of 38 failed: under 95 %.
    expect(breaker.state()).toBe("closed");
    // The answers leave the window; the failures since then open it.
    clock.now = 6000;
    for (let i = 0; i < 19; i++) call(true);
    expect(breaker.state()).toBe("closed");
    call(true);
    expect(breaker.state()).toBe("open");
  });
});

describe("createBreaker: outcomes count in the state their call began in", () => {
  it("a success of a call begun before the circuit opened does not close it, nor does its failure count", () => {
    const { breaker, changes, call } = breakerAt();
    const early = breaker.admit()!;
    const late = breaker.admit()!;
    for (let i = 0; i < 20; i++) call(true);
    expect(breaker.state()).toBe("open");
    early.succeeded();
    late.failed();
    expect(breaker.state()).toBe("open");
    expect(changes).toEqual(["open"]);
  });

  it("a call cut short by its request's deadline (released) counts neither way", () => {
    const { breaker } = breakerAt();
    for (let i = 0; i < 40; i++) breaker.admit()!.released();
    expect(breaker.state()).toBe("closed");
  });

  it("a ticket's first word counts, once", () => {
    const { breaker } = breakerAt({ minCalls: 2, failureRatio: 1 });
    const ticket = breaker.admit()!;
    ticket.failed();
    ticket.failed();
    expect(breaker.state()).toBe("closed");
    breaker.admit()!.failed();
    expect(breaker.state()).toBe("open");
  });
});

describe("createBreaker: after the open time, trial calls", () => {
  /** A breaker opened at 0, now at the end of its open time. */
  const opened = () => {
    const at = breakerAt();
    for (let i = 0; i < 20; i++) at.call(true);
    at.clock.now = 1000;
    return at;
  };

  it("lets a few trials through at once and fails the rest; several successes in a row close it", () => {
    const { breaker, changes } = opened();
    const trials = [breaker.admit(), breaker.admit(), breaker.admit()];
    expect(trials.every((trial) => trial !== null)).toBe(true);
    expect(breaker.state()).toBe("half-open");
    expect(breaker.admit()).toBeNull();
    trials[0]!.succeeded();
    expect(breaker.state()).toBe("half-open");
    // A trial's slot is free again once it ended.
    const fourth = breaker.admit();
    expect(fourth).not.toBeNull();
    expect(breaker.admit()).toBeNull();
    trials[1]!.succeeded();
    expect(breaker.state()).toBe("half-open");
    trials[2]!.succeeded();
    expect(changes).toEqual(["open", "half-open", "closed"]);
    // A trial still out when it closed says nothing more.
    fourth!.failed();
    expect(breaker.state()).toBe("closed");
    expect(breaker.admit()).not.toBeNull();
  });

  it("one trial failure opens it again for the whole open time", () => {
    const { breaker, clock, changes } = opened();
    const first = breaker.admit()!;
    const second = breaker.admit()!;
    first.succeeded();
    second.failed();
    expect(breaker.state()).toBe("open");
    expect(changes).toEqual(["open", "half-open", "open"]);
    clock.now = 1999;
    expect(breaker.admit()).toBeNull();
    clock.now = 2000;
    expect(breaker.admit()).not.toBeNull();
    expect(breaker.state()).toBe("half-open");
  });

  it("a released trial frees its slot and counts for nothing", () => {
    const { breaker } = opened();
    const trials = [breaker.admit()!, breaker.admit()!, breaker.admit()!];
    trials[0].released();
    expect(breaker.state()).toBe("half-open");
    expect(breaker.admit()).not.toBeNull();
  });

  it("once closed again, the old window is forgotten: the next failures are judged afresh", () => {
    const { breaker } = opened();
    for (let i = 0; i < 3; i++) breaker.admit()!.succeeded();
    expect(breaker.state()).toBe("closed");
    for (let i = 0; i < 19; i++) breaker.admit()!.failed();
    expect(breaker.state()).toBe("closed");
  });
});
