import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "../../../server/config";
import { SecretFileError, withSecretFiles } from "../../../server/secret-files";

const SECRET = "s".repeat(40);

describe("SESSION_SECRET in production (issue 47)", () => {
  it("refuses to start without it", () => {
    expect(() => parseConfig({ NODE_ENV: "production" })).toThrow(/SESSION_SECRET: required in production/);
    expect(() => parseConfig({ NODE_ENV: "production", SESSION_SECRET: "  " })).toThrow(ConfigError);
  });

  it("starts a single throwaway host with a random one when told so", () => {
    const config = parseConfig({ NODE_ENV: "production", THROWAWAY_HOST: "1" });
    expect(config.sessionSecretGenerated).toBe(true);
    expect(config.SESSION_SECRET[0]).toHaveLength(64);
  });

  it("keeps a random one outside production (development, tests)", () => {
    expect(parseConfig({}).sessionSecretGenerated).toBe(true);
  });

  it("reads it from SESSION_SECRET_FILE", () => {
    const files = { "/run/secrets/session": `${SECRET},${"o".repeat(32)}\n` };
    const config = parseConfig(
      { NODE_ENV: "production", SESSION_SECRET_FILE: "/run/secrets/session" },
      (file) => {
        const text = files[file as keyof typeof files];
        if (text === undefined) throw Object.assign(new Error("missing"), { code: "ENOENT" });
        return text;
      },
    );
    expect(config.SESSION_SECRET).toEqual([SECRET, "o".repeat(32)]);
  });

  it("names the file it cannot read, never a content", () => {
    expect(() => parseConfig({ METRICS_TOKEN_FILE: "/nowhere/token" })).toThrow(
      /METRICS_TOKEN_FILE: cannot read \/nowhere\/token \(ENOENT\)/,
    );
  });
});

describe("withSecretFiles", () => {
  const read = () => "from-the-file\r\n";

  it("reads every secret's _FILE, its trailing line break dropped", () => {
    const env = withSecretFiles(
      { METRICS_TOKEN_FILE: "a", REDIS_URL_FILE: "b", OPERATOR_TOKEN_FILE: "c", OTHER_FILE: "d" },
      undefined,
      read,
    );
    expect(env).toMatchObject({
      METRICS_TOKEN: "from-the-file",
      REDIS_URL: "from-the-file",
      OPERATOR_TOKEN: "from-the-file",
    });
    expect(env.OTHER).toBeUndefined();
  });

  it("refuses a secret given both ways", () => {
    expect(() =>
      withSecretFiles({ SESSION_SECRET: SECRET, SESSION_SECRET_FILE: "a" }, undefined, read),
    ).toThrow(SecretFileError);
  });

  it("leaves an empty _FILE alone (a cluster worker is handed the secret itself)", () => {
    expect(
      withSecretFiles({ SESSION_SECRET: SECRET, SESSION_SECRET_FILE: "" }, undefined, read).SESSION_SECRET,
    ).toBe(SECRET);
  });
});
