import { describe, expect, it } from "vitest";
import { requestLogLevel } from "../../../server/app";
import { redactTarget } from "../../../server/redact-target";

describe("log lines (issue 25)", () => {
  it("never carry the payment provider's order reference nor a social login's token", () => {
    expect(redactTarget("/provider/deposits/Zx81kq0PqA3?step=pay")).toBe(
      "/provider/deposits/[redacted]?step=pay",
    );
    expect(redactTarget("/provider/deposits/Zx81kq0PqA3/approve")).toBe(
      "/provider/deposits/[redacted]/approve",
    );
    expect(redactTarget("/resources/social-callback?idToken=abc&x=1")).toBe(
      "/resources/social-callback?idToken=[redacted]&x=1",
    );
    expect(redactTarget("/m/home?tab=1")).toBe("/m/home?tab=1");
  });

  it("never carry the live chat's ticket, which opens that member's chat (issue 49)", () => {
    expect(redactTarget("/chat/q7Vx0sTicket_-9")).toBe("/chat/[redacted]");
    expect(redactTarget("/chat/q7Vx0sTicket_-9?lang=en")).toBe("/chat/[redacted]?lang=en");
    expect(redactTarget("/m/chat")).toBe("/m/chat");
  });

  it("log planned maintenance (503 with Retry-After) as information, a failure of ours as an error", () => {
    expect(requestLogLevel(503, "300")).toBe("info");
    expect(requestLogLevel(503, undefined)).toBe("error");
    expect(requestLogLevel(500, undefined)).toBe("error");
    expect(requestLogLevel(200, undefined, new Error("x"))).toBe("error");
    expect(requestLogLevel(404, undefined)).toBe("info");
  });
});

describe("a request target in the log (issue 62)", () => {
  it.each([
    ["http://m.example.com/chat/T1cket", "/chat/[redacted]"],
    ["HTTPS://m.example.com/CHAT/T1cket?lang=en", "/CHAT/[redacted]?lang=en"],
    ["http://m.example.com", "/"],
    ["//m.example.com/chat/T1cket", "/m.example.com/chat/[redacted]"],
    ["/%63hat/T1cket", "/chat/[redacted]"],
    ["/%2563hat/T1cket", "/chat/[redacted]"],
    ["/chat%2FT1cket", "/chat/[redacted]"],
    ["/chat\\T1cket", "/chat/[redacted]"],
    ["/chat//T1cket", "/chat/[redacted]"],
    ["/m/../chat/T1cket", "/m/../chat/[redacted]"],
    ["/play/T1cket?spin=4", "/play/[redacted]?spin=4"],
    ["/provider//deposits/R3f/approve", "/provider/deposits/[redacted]/approve"],
    ["/m/home#idToken=T1cket", "/m/home"],
    ["/m/home?id%54oken=T1cket&a=1", "/m/home?id%54oken=[redacted]&a=1"],
    ["/m/home?token=T1cket", "/m/home?token=[redacted]"],
    ["/m/home?code=T1cket", "/m/home?code=[redacted]"],
    ["/m/login?redirectTo=%2Fchat%2FT1cket", "/m/login?redirectTo=/chat/[redacted]"],
    ["ftp://m.example.com/chat/T1cket", "[not a path]"],
    ["*", "*"],
  ])("writes %s as %s", (target, written) => {
    expect(redactTarget(target)).toBe(written);
  });

  it("leaves an address without credentials as it came, escapes and all", () => {
    expect(redactTarget("http://m.example.com/m/slot-games?page=2")).toBe("/m/slot-games?page=2");
    expect(redactTarget("/m/search?q=%E4%B8%AD%E6%96%87&x=%ZZ")).toBe("/m/search?q=%E4%B8%AD%E6%96%87&x=%ZZ");
    expect(redactTarget("/assets/chat-4f1a.js")).toBe("/assets/chat-4f1a.js");
  });
});

describe("a planned 503's log line", () => {
  it("is information even with pino-http's made-up error, an error with a real one", () => {
    expect(requestLogLevel(503, "300", new Error("failed with status code 503"))).toBe("info");
    expect(requestLogLevel(503, "300", new Error("boom"))).toBe("error");
  });
});
