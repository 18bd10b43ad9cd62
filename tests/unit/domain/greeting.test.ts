import { describe, expect, it } from "vitest";
import { greetingKey } from "~/domain/greeting";

describe("greetingKey", () => {
  it.each([
    [0, "greeting.morning"],
    [10, "greeting.morning"],
    [11, "greeting.earlyAfternoon"],
    [14, "greeting.earlyAfternoon"],
    [15, "greeting.lateAfternoon"],
    [18, "greeting.lateAfternoon"],
    [19, "greeting.evening"],
    [23, "greeting.evening"],
    [24, "greeting.evening"],
    [10.5, "greeting.morning"],
  ])("hour %d -> %s", (hour, key) => expect(greetingKey(hour)).toBe(key));
  it.each([-1, 25, Number.NaN])("rejects %d", (hour) => expect(() => greetingKey(hour)).toThrow(RangeError));
});
