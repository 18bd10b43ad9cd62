import { describe, expect, it } from "vitest";
import { launchHref } from "~/domain/game-tile";
import { loginHref } from "~/domain/paths";
import { browserUrl } from "~/domain/browser-url";
import { launchFailure, launchFailureHeaders, launchFailureStatus } from "~/domain/launch";

describe("launch failures are named, not swallowed", () => {
  it("maps each refusal to its reason and status", () => {
    expect(launchFailure("game.vendor.maintenance")).toBe("maintenance");
    expect(launchFailure("game.region.restricted")).toBe("region");
    expect(launchFailure("game.trial.not.allowed")).toBe("trialNotAllowed");
    expect(launchFailure("game.round.unfinished")).toBe("unfinishedRound");
    expect(launchFailure("not.found")).toBe("notFound");
    expect(launchFailure("backend.timeout")).toBe("unavailable");
    expect(launchFailureStatus("maintenance")).toBe(503);
    expect(launchFailureStatus("region")).toBe(403);
    expect(launchFailureStatus("unfinishedRound")).toBe(409);
    expect(launchFailureStatus("notFound")).toBe(404);
  });

  it("says when to try a game whose vendor is in maintenance again, and only that (issue 62)", () => {
    expect(launchFailureHeaders("maintenance")).toEqual({ "Retry-After": "300" });
    expect(launchFailureHeaders("unavailable")).toEqual({});
    expect(launchFailureHeaders("region")).toEqual({});
  });
});

describe("game addresses", () => {
  it("serves the backend's own game page through /play and opens vendor pages as they are", () => {
    expect(browserUrl("http://127.0.0.1:4000/play/abc?x=1", "http://127.0.0.1:4000")).toBe("/play/abc?x=1");
    expect(browserUrl("https://vendor.example/game?t=1", "http://127.0.0.1:4000")).toBe(
      "https://vendor.example/game?t=1",
    );
    expect(browserUrl("http://127.0.0.1:4000/other", "http://127.0.0.1:4000")).toBe(
      "http://127.0.0.1:4000/other",
    );
  });
  it("serves the backend's own live chat through /chat and a platform's public chat as it is", () => {
    expect(browserUrl("http://127.0.0.1:4000/chat/t-1", "http://127.0.0.1:4000")).toBe("/chat/t-1");
    expect(browserUrl("https://chat.example/room/1", "http://127.0.0.1:4000")).toBe(
      "https://chat.example/room/1",
    );
    // Another port of the same host is another origin.
    expect(browserUrl("http://127.0.0.1:4001/chat/t-1", "http://127.0.0.1:4000")).toBe(
      "http://127.0.0.1:4001/chat/t-1",
    );
  });
});

describe("tile links", () => {
  it("launches with the game's ids; freeplay only when the game allows a trial", () => {
    expect(launchHref({ gameId: "1001", nodeId: "51001", freeplay: true })).toBe(
      "/m/launch?gameId=1001&nodeId=51001&freeplay=1",
    );
    expect(launchHref({ gameId: "1001", nodeId: "51001", freeplay: false })).toBe(
      "/m/launch?gameId=1001&nodeId=51001",
    );
  });
  it("sends to login with the way back", () =>
    expect(loginHref("/m/fav-games?page=2")).toBe("/m/login?redirectTo=%2Fm%2Ffav-games%3Fpage%3D2"));
});
