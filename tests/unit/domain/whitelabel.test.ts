import { describe, expect, it } from "vitest";
import { whitelabelFlags, type WhitelabelNode } from "~/domain/whitelabel";

const tree: WhitelabelNode[] = [
  {
    modId: "COMM3",
    enabled: "1",
    childrenNodes: [
      { modId: "CBS3", enabled: "1" },
      { modId: "MAILCEN", enabled: "0" },
    ],
  },
  { modId: "REG3", enabled: "0", childrenNodes: [{ modId: "USERNAMEREG3", enabled: "1" }] },
  { modId: "SECPRIV", enabled: "1", childrenNodes: [] },
  { modId: "PERSREP", enabled: "true" },
];

describe("whitelabelFlags", () => {
  it("collects enabled === '1' nodes recursively; a disabled parent disables its children", () => {
    expect([...whitelabelFlags(tree)].sort()).toEqual(["CBS3", "COMM3", "SECPRIV"]);
  });
  it("is empty for an empty tree", () => expect(whitelabelFlags([]).size).toBe(0));
});
