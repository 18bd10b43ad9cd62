// The lottery games of the catalogue (LOTT by TCG, ELOTT by TCG_LOTTO_VN) with their draw schedules.

export type PrizeMode = "Lott" | "ZY" | "Elott";
export type Region = "NORTH" | "CENTRAL" | "SOUTH";

export interface LotteryMenuSeed {
  id: number;
  prizeMode: PrizeMode;
  name: string;
}

export interface LotteryGameSeed {
  name: string;
  code: string;
  prizeMode: PrizeMode;
  menuId: number;
  region?: Region;
  intervalSeconds: number;
  /** Shifts a daily draw to its hour: 11:15 UTC is 18:15 in Viet Nam. */
  offsetSeconds?: number;
  resultLength: number;
}

export const LOTTERY_MENUS: LotteryMenuSeed[] = [
  { id: 1, prizeMode: "Lott", name: "Quick Lotto" },
  { id: 2, prizeMode: "Lott", name: "Daily Draws" },
  { id: 3, prizeMode: "ZY", name: "Fast 3" },
  { id: 4, prizeMode: "Elott", name: "Vietnam North" },
  { id: 5, prizeMode: "Elott", name: "Vietnam Central" },
  { id: 6, prizeMode: "Elott", name: "Vietnam South" },
];

const DAY = 86_400;

export const LOTTERY_GAMES: Record<"TCG" | "TCG_LOTTO_VN", LotteryGameSeed[]> = {
  TCG: [
    {
      name: "Quick Lotto 1 Min",
      code: "QL1M",
      prizeMode: "Lott",
      menuId: 1,
      intervalSeconds: 60,
      resultLength: 5,
    },
    {
      name: "Quick Lotto 3 Min",
      code: "QL3M",
      prizeMode: "Lott",
      menuId: 1,
      intervalSeconds: 180,
      resultLength: 5,
    },
    {
      name: "Quick Lotto 5 Min",
      code: "QL5M",
      prizeMode: "Lott",
      menuId: 1,
      intervalSeconds: 300,
      resultLength: 5,
    },
    {
      name: "Pick 3 Daily",
      code: "P3D",
      prizeMode: "Lott",
      menuId: 2,
      intervalSeconds: DAY,
      offsetSeconds: 46_800,
      resultLength: 3,
    },
    {
      name: "Lucky 5 Daily",
      code: "L5D",
      prizeMode: "Lott",
      menuId: 2,
      intervalSeconds: DAY,
      offsetSeconds: 50_400,
      resultLength: 5,
    },
    { name: "Fast 3 1 Min", code: "F3_1M", prizeMode: "ZY", menuId: 3, intervalSeconds: 60, resultLength: 3 },
    {
      name: "Fast 3 3 Min",
      code: "F3_3M",
      prizeMode: "ZY",
      menuId: 3,
      intervalSeconds: 180,
      resultLength: 3,
    },
    {
      name: "Fast 3 5 Min",
      code: "F3_5M",
      prizeMode: "ZY",
      menuId: 3,
      intervalSeconds: 300,
      resultLength: 3,
    },
  ],
  TCG_LOTTO_VN: [
    {
      name: "Mien Bac",
      code: "VN_MB",
      prizeMode: "Elott",
      menuId: 4,
      region: "NORTH",
      intervalSeconds: DAY,
      offsetSeconds: 40_500,
      resultLength: 5,
    },
    {
      name: "Ha Noi VIP 5 Min",
      code: "VN_HN5",
      prizeMode: "Elott",
      menuId: 4,
      region: "NORTH",
      intervalSeconds: 300,
      resultLength: 5,
    },
    {
      name: "Hai Phong",
      code: "VN_HP",
      prizeMode: "Elott",
      menuId: 4,
      region: "NORTH",
      intervalSeconds: DAY,
      offsetSeconds: 40_500,
      resultLength: 5,
    },
    {
      name: "Da Nang",
      code: "VN_DN",
      prizeMode: "Elott",
      menuId: 5,
      region: "CENTRAL",
      intervalSeconds: DAY,
      offsetSeconds: 36_900,
      resultLength: 6,
    },
    {
      name: "Khanh Hoa",
      code: "VN_KH",
      prizeMode: "Elott",
      menuId: 5,
      region: "CENTRAL",
      intervalSeconds: DAY,
      offsetSeconds: 36_900,
      resultLength: 6,
    },
    {
      name: "Hue",
      code: "VN_HUE",
      prizeMode: "Elott",
      menuId: 5,
      region: "CENTRAL",
      intervalSeconds: DAY,
      offsetSeconds: 36_900,
      resultLength: 6,
    },
    {
      name: "Ho Chi Minh",
      code: "VN_HCM",
      prizeMode: "Elott",
      menuId: 6,
      region: "SOUTH",
      intervalSeconds: DAY,
      offsetSeconds: 33_300,
      resultLength: 6,
    },
    {
      name: "Ho Chi Minh VIP 1 Min",
      code: "VN_HCM1",
      prizeMode: "Elott",
      menuId: 6,
      region: "SOUTH",
      intervalSeconds: 60,
      resultLength: 6,
    },
    {
      name: "Can Tho",
      code: "VN_CT",
      prizeMode: "Elott",
      menuId: 6,
      region: "SOUTH",
      intervalSeconds: DAY,
      offsetSeconds: 33_300,
      resultLength: 6,
    },
    {
      name: "Vung Tau",
      code: "VN_VT",
      prizeMode: "Elott",
      menuId: 6,
      region: "SOUTH",
      intervalSeconds: DAY,
      offsetSeconds: 33_300,
      resultLength: 6,
    },
  ],
};
