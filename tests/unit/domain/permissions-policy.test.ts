import { describe, expect, it } from "vitest";
import { GAME_FRAME_ALLOW, permissionsPolicy } from "~/domain/permissions-policy";

describe("the Permissions-Policy (issue 62 item 4)", () => {
  it("is a structured-field dictionary: game frame features for us and the framed providers, the rest off", () => {
    expect(permissionsPolicy(["https://sports.example", "https://live.example:8443"])).toMatch(
      /^fullscreen=\(self "https:\/\/sports\.example" "https:\/\/live\.example:8443"\), autoplay=\(/,
    );
    const alone = permissionsPolicy([]);
    expect(alone).toContain("clipboard-write=(self)");
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"])
      expect(alone).toContain(`${feature}=()`);
    expect(alone.split(", ").every((member) => /^[a-z-]+=\((self( "[^"]+")*)?\)$/.test(member))).toBe(true);
  });

  it("allows a game frame exactly the features it allows game frames", () => {
    const framed = permissionsPolicy(["https://sports.example"])
      .split(", ")
      .filter((member) => member.includes("https://sports.example"))
      .map((member) => member.split("=")[0]);
    expect(GAME_FRAME_ALLOW.split("; ")).toEqual(framed);
  });
});
