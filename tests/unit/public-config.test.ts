import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "../../server/config";

describe("the public address and request limits in the configuration", () => {
  it("defaults: no PUBLIC_URL, no extra hosts, a 1 MB body limit", () => {
    const config = parseConfig({});
    expect(config.PUBLIC_URL).toBeUndefined();
    expect(config.ALLOWED_HOSTS).toEqual([]);
    expect(config.LINK_HOSTS).toEqual([]);
    expect(config.GAME_FRAME_ORIGINS).toEqual([]);
    expect(config.BODY_LIMIT_BYTES).toBe(1024 * 1024);
  });

  it("reads an origin, host lists and origins", () => {
    const config = parseConfig({
      PUBLIC_URL: "https://M.Example.com/",
      ALLOWED_HOSTS: " www.example.com, 192.168.1.20:3000 ,,",
      LINK_HOSTS: "promo.example.com",
      GAME_FRAME_ORIGINS: "https://games.vendor.example, https://sports.vendor.example:8443",
      BODY_LIMIT_BYTES: "65536",
    });
    expect(config.PUBLIC_URL).toBe("https://m.example.com");
    expect(config.ALLOWED_HOSTS).toEqual(["www.example.com", "192.168.1.20:3000"]);
    expect(config.LINK_HOSTS).toEqual(["promo.example.com"]);
    expect(config.GAME_FRAME_ORIGINS).toEqual([
      "https://games.vendor.example",
      "https://sports.vendor.example:8443",
    ]);
    expect(config.BODY_LIMIT_BYTES).toBe(65536);
  });

  it.each([
    { PUBLIC_URL: "https://m.example.com/m/home" },
    { PUBLIC_URL: "ftp://m.example.com" },
    { ALLOWED_HOSTS: "evil.example/path" },
    { ALLOWED_HOSTS: "user@host" },
    { GAME_FRAME_ORIGINS: "https://vendor.example/game" },
    { BODY_LIMIT_BYTES: "10" },
  ])("refuses %j", (env) => expect(() => parseConfig(env)).toThrow(ConfigError));
});
