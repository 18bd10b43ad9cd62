import { expect, it } from "vitest";
import { createBackendBudget } from "~/.server/backend/budget";

it("a request's calls share one bound of waiting: together they share it, in turn they add up, the host's own time is not counted", () => {
  let clock = 0;
  const budget = createBackendBudget(1000, () => clock);
  expect(budget.left()).toBe(1000);
  // Two calls together: the second is left what the first has not used.
  const first = budget.begin();
  clock = 300;
  const second = budget.begin();
  expect(budget.left()).toBe(700);
  clock = 400;
  first();
  clock = 600;
  second();
  // Rendering between calls is the host's time.
  clock = 5000;
  expect(budget.left()).toBe(400);
  // A call after them waits what is left; once it is used up, nothing.
  const third = budget.begin();
  clock = 5400;
  third();
  third();
  expect(budget.left()).toBe(0);
});
