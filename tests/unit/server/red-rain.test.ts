// A red-envelope rain's state (docs/decisions/0033): live from its start until, not including, its end.
import { describe, expect, it } from "vitest";
import { rainState } from "@mobile-front/reference-backend/testing";

const rain = { startsAt: "2026-11-23T12:00:00.000Z", endsAt: "2026-11-23T13:00:00.000Z" };

describe("rainState", () => {
  it("is upcoming before the start, live from it, ended at the end", () => {
    expect(rainState(rain, "2026-11-23T11:59:59.999Z")).toBe("upcoming");
    expect(rainState(rain, "2026-11-23T12:00:00.000Z")).toBe("live");
    expect(rainState(rain, "2026-11-23T12:59:59.999Z")).toBe("live");
    expect(rainState(rain, "2026-11-23T13:00:00.000Z")).toBe("ended");
  });
});
