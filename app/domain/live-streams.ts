// Live streams (accounts §1 "live streams", §7 "Live model list"; issue 23 item 18): the hosts of
// live tables. A host on air streams from one table, and watching is playing that table: a member
// plays for real, a guest as a trial where the table allows it (otherwise the launch asks to log in).
// An off-air host is listed without a way in.
import { launchHref, type GameTileView } from "./game-tile";

export const LIVE_STREAMS_PATH = "/m/liveStreams";

export type LiveHost = { modelId: number; name: string; onAir: boolean; viewers: number };

export type LiveHostView = LiveHost & {
  table: Pick<GameTileView, "name" | "displayName" | "icon">;
  /** The launch of the host's table; null while off air. */
  watchHref: string | null;
};

export function liveHostView(host: LiveHost, table: GameTileView): LiveHostView {
  return {
    modelId: host.modelId,
    name: host.name,
    onAir: host.onAir,
    viewers: host.onAir ? host.viewers : 0,
    table: { name: table.name, displayName: table.displayName, icon: table.icon },
    watchHref: host.onAir ? launchHref(table) : null,
  };
}
