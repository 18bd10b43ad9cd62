// The decision records keep the template's shape (docs/decisions/0000-template.md) and each has a
// row in the index (docs/decisions/README.md), so a newcomer finds a record by its title.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const dir = new URL("../../docs/decisions/", import.meta.url);
const records = readdirSync(dir).filter((name) => /^\d{4}-.+\.md$/.test(name) && !name.startsWith("0000"));
const index = readFileSync(new URL("README.md", dir), "utf8");

describe("the decision records", () => {
  it("are there", () => expect(records.length).toBeGreaterThan(50));
  it.each(records)(
    "%s has Date, Status, Context, Decision and Consequences, and a row in the index",
    (name) => {
      const text = readFileSync(new URL(name, dir), "utf8");
      expect(text).toMatch(/^# \d+/);
      expect(text).toMatch(/^Date: \d{4}-\d{2}-\d{2}$/m);
      expect(text).toMatch(/^Status: \S/m);
      const headings = [...text.matchAll(/^## (Context|Decision|Consequences)$/gm)].map((m) => m[1]);
      expect(headings).toEqual(["Context", "Decision", "Consequences"]);
      expect(index).toContain(`](${name})`);
    },
  );
});
