import { describe, expect, it } from "vitest";
import { createBreaker } from "~/.server/backend/breaker";

describe("createBreaker (issue 25: fail fast once the backend is known down, recover by itself)", () => {
  it("opens after the set number of calls in a row without an answer, and fails calls at once", () => {
    let clock = 0;
    const breaker = createBreaker({ failures: 2, openMs: 1000, now: () => clock });
    expect(breaker.allow()).toBe(true);
    breaker.failed();
    expect(breaker.allow()).toBe(true);
    breaker.failed();
    expect(breaker.state()).toBe("open");
    expect(breaker.allow()).toBe(false);
    clock = 999;
    expect(breaker.allow()).toBe(false);
  });

  it("lets one probe through after the open time; its success closes, its failure opens again", () => {
    let clock = 0;
    const breaker = createBreaker({ failures: 1, openMs: 1000, now: () => clock });
    breaker.failed();
    clock = 1000;
    expect(breaker.allow()).toBe(true);
    expect(breaker.state()).toBe("half-open");
    expect(breaker.allow()).toBe(false);
    breaker.failed();
    expect(breaker.state()).toBe("open");
    clock = 2000;
    expect(breaker.allow()).toBe(true);
    breaker.succeeded();
    expect(breaker.state()).toBe("closed");
    expect(breaker.allow()).toBe(true);
  });

  it("an answer resets the count: failures must come in a row", () => {
    const breaker = createBreaker({ failures: 2 });
    breaker.failed();
    breaker.succeeded();
    breaker.failed();
    expect(breaker.state()).toBe("closed");
  });
});
