// The open maintenance screen's watch (issue 49): it asks its address again at each interval, one ask
// at a time, stays still while the answer is the 503 (or nothing answers), and reloads once it is not.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { watchMaintenanceEnd } from "~/ui/maintenance-watch";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("watchMaintenanceEnd", () => {
  it("reloads only once the page no longer answers 503, and asks one at a time", async () => {
    const answers: Array<() => Promise<number>> = [
      () => Promise.resolve(503),
      () => Promise.reject(new Error("offline")),
      () => Promise.resolve(200),
    ];
    const ask = vi.fn((_url: string) => answers.shift()!());
    const reload = vi.fn();
    const stop = watchMaintenanceEnd("/m/home", 1000, reload, ask);
    expect(ask).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(ask).toHaveBeenCalledTimes(3);
    expect(ask).toHaveBeenCalledWith("/m/home");
    stop();
  });

  it("never asks again while an ask is unanswered, and stops when told", async () => {
    const ask = vi.fn(() => new Promise<number>(() => {}));
    const reload = vi.fn();
    const stop = watchMaintenanceEnd("/m/home", 1000, reload, ask);
    await vi.advanceTimersByTimeAsync(5000);
    expect(ask).toHaveBeenCalledTimes(1);
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
  });
});
