// Game entities as the games spec (§3) names them. Types only.

export type Game = {
  gameId: string;
  gameName: string;
  nodeId: string; // the id favourites are stored by
  nodeName: string;
  displayName: string;
  vassalage: string; // vendor code
  showIcon: string;
  iconUrl: string;
  isHot: number; // 1 = hot
  supportPlay: string;
  gameType: string;
  gameClassify: string;
  gameClassifyNew: string;
  minBet: number;
  roomId: string;
  isGameH5: boolean;
  freeplay: boolean;
  lottoMode: string;
  gameCode: string;
  playType: "Tradition" | "Entertainment";
};

export type SportType = "SPORTS" | "ESPORTS" | "COCKFIGHT";

export type GameClassifyEntry = { gameCount: number; displayName: string; key: string };

export type VendorEntry = {
  vassalage: string;
  key: string;
  displayName: string;
  mobileLargeIcon: string;
  gameClassify?: GameClassifyEntry[];
  // Sports vendors only. The spec says sports vendors are split into sports/esports/cockfight groups
  // but not by which field; this project's backend marks each with sportType (absent = SPORTS).
  sportType?: SportType;
  // First SPORTS entry: the game to embed, and its trial ids.
  gameId?: string;
  nodeId?: string;
  telGameId?: string;
  telNodeId?: string;
};

export type SortingCategory = {
  gameCategory: string;
  vendorNames: Array<{ accountTypeName: string; displayName: string }>;
};

export type VendorData = {
  sorting: SortingCategory[];
  mapping: Record<string, VendorEntry[]>;
  display: Record<string, string>; // name per vassalage
};

export type WinnerEntry = {
  vo: { gameName: string; customerName: string; winAmount: number; gameTime: string; iconUrl: string };
};
