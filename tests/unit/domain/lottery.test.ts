import { describe, expect, it } from "vitest";
import { drawNumbers, lotteryGroups } from "~/domain/lottery";

describe("drawNumbers", () => {
  it.each([
    ["4,9,7,5,6", ["4", "9", "7", "5", "6"]],
    [" 1, 2 ,3", ["1", "2", "3"]],
    ["", []],
    ["7,,8", ["7", "8"]],
  ])("%j -> %j", (result, numbers) => expect(drawNumbers(result)).toEqual(numbers));
});

describe("lotteryGroups (games §7: the lottery list grouped by the lottery menus)", () => {
  const game = (gameId: string) => ({ gameId });
  const list = ["1", "2", "3", "4"].map(game);
  it("keeps the menus with games in order, then the list's games in no menu", () => {
    const menus = [
      { menuId: 3, menuName: "Fast 3", games: [game("2"), game("1")] },
      { menuId: 5, menuName: "Empty", games: [] },
      { menuId: 4, menuName: "Daily", games: [game("3")] },
    ];
    expect(lotteryGroups(list, menus)).toEqual([
      { id: "3", name: "Fast 3", games: [game("2"), game("1")] },
      { id: "4", name: "Daily", games: [game("3")] },
      { id: "other", name: null, games: [game("4")] },
    ]);
  });
  it("has no last group when every game is in a menu", () => {
    expect(lotteryGroups([game("1")], [{ menuId: 1, menuName: "A", games: [game("1")] }])).toEqual([
      { id: "1", name: "A", games: [game("1")] },
    ]);
  });
  it("shows the whole list as one group without the menus (their call failed)", () => {
    expect(lotteryGroups(list, null)).toEqual([{ id: "other", name: null, games: list }]);
  });
});
