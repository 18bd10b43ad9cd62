import { describe, expect, it } from "vitest";
import type { GameTileView } from "~/domain/game-tile";
import { liveHostView } from "~/domain/live-streams";

const table: GameTileView = {
  gameId: "501",
  nodeId: "9501",
  name: "Speed Baccarat",
  displayName: "Evolution",
  icon: "/cdn/images/games/501.svg",
  isHot: false,
  freeplay: true,
};

describe("live streams", () => {
  it("an on-air host leads to their table's launch (a trial for a guest where the table allows it)", () => {
    const view = liveHostView({ modelId: 1, name: "Mia", onAir: true, viewers: 523 }, table);
    expect(view.watchHref).toBe("/m/launch?gameId=501&nodeId=9501&freeplay=1");
    expect(view.viewers).toBe(523);
    expect(view.table).toEqual({ name: "Speed Baccarat", displayName: "Evolution", icon: table.icon });
    const realOnly = liveHostView(
      { modelId: 1, name: "Mia", onAir: true, viewers: 1 },
      { ...table, freeplay: false },
    );
    expect(realOnly.watchHref).toBe("/m/launch?gameId=501&nodeId=9501");
  });

  it("an off-air host has no way in and no viewers", () => {
    const view = liveHostView({ modelId: 2, name: "Yuna", onAir: false, viewers: 12 }, table);
    expect(view.watchHref).toBeNull();
    expect(view.viewers).toBe(0);
  });
});
