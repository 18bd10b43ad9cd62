import { describe, expect, it } from "vitest";
import { redactUrl, requestLogLevel } from "../../../server/app";

describe("log lines (issue 25)", () => {
  it("never carry the payment provider's order reference nor a social login's token", () => {
    expect(redactUrl("/provider/deposits/Zx81kq0PqA3?step=pay")).toBe(
      "/provider/deposits/[redacted]?step=pay",
    );
    expect(redactUrl("/provider/deposits/Zx81kq0PqA3/approve")).toBe("/provider/deposits/[redacted]/approve");
    expect(redactUrl("/resources/social-callback?idToken=abc&x=1")).toBe(
      "/resources/social-callback?idToken=[redacted]&x=1",
    );
    expect(redactUrl("/m/home?tab=1")).toBe("/m/home?tab=1");
  });

  it("never carry the live chat's ticket, which opens that member's chat (issue 49)", () => {
    expect(redactUrl("/chat/q7Vx0sTicket_-9")).toBe("/chat/[redacted]");
    expect(redactUrl("/chat/q7Vx0sTicket_-9?lang=en")).toBe("/chat/[redacted]?lang=en");
    expect(redactUrl("/m/chat")).toBe("/m/chat");
  });

  it("log planned maintenance (503 with Retry-After) as information, a failure of ours as an error", () => {
    expect(requestLogLevel(503, "300")).toBe("info");
    expect(requestLogLevel(503, undefined)).toBe("error");
    expect(requestLogLevel(500, undefined)).toBe("error");
    expect(requestLogLevel(200, undefined, new Error("x"))).toBe("error");
    expect(requestLogLevel(404, undefined)).toBe("info");
  });
});

describe("a planned 503's log line", () => {
  it("is information even with pino-http's made-up error, an error with a real one", () => {
    expect(requestLogLevel(503, "300", new Error("failed with status code 503"))).toBe("info");
    expect(requestLogLevel(503, "300", new Error("boom"))).toBe("error");
  });
});
