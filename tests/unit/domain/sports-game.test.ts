import { describe, expect, it } from "vitest";
import {
  FRAME_POST_LOAD_MS,
  FRAME_RELOAD_MS,
  isReloginMessage,
  needsRelaunchOnRestore,
} from "~/domain/sports-game";

describe("sports game frame", () => {
  it("delays", () => expect([FRAME_RELOAD_MS, FRAME_POST_LOAD_MS]).toEqual([150, 100]));
  it.each([
    ["about:blank", true],
    ["", true],
    ["https://games.example/sb", false],
    ["http://games.example/sb", false],
    ["HTTPS://games.example", false],
    ["httpfoo", true],
  ])("relaunch on restore for %j: %s", (src, out) => expect(needsRelaunchOnRestore(src)).toBe(out));
  it.each([
    [{ relogin: true }, true],
    [{ relogin: 1 }, true],
    [{ relogin: false }, false],
    [{}, false],
    [null, false],
    ["relogin", false],
  ])("relogin message %o -> %s", (data, out) => expect(isReloginMessage(data)).toBe(out));
});
