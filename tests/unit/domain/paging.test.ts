// The one pager's rule (app/domain/paging.ts), with the record lists' page size of 20.
import { describe, expect, it } from "vitest";
import { pagingOf } from "~/domain/paging";

describe("pagingOf", () => {
  it("counts pages, one at least, and links the neighbours", () => {
    expect(pagingOf(0, 1, 20)).toEqual({ page: 1, pages: 1, previous: null, next: null, pastEnd: false });
    expect(pagingOf(20, 1, 20)).toEqual({ page: 1, pages: 1, previous: null, next: null, pastEnd: false });
    expect(pagingOf(41, 2, 20)).toEqual({ page: 2, pages: 3, previous: 1, next: 3, pastEnd: false });
    expect(pagingOf(40, 2, 20)).toEqual({ page: 2, pages: 2, previous: 1, next: null, pastEnd: false });
    expect([0, 1, 10, 11, 25].map((n) => pagingOf(n, 1, 10).pages)).toEqual([1, 1, 1, 2, 3]);
  });

  it("links a page past the end back to the last page", () => {
    expect(pagingOf(5, 9, 20)).toEqual({ page: 9, pages: 1, previous: 1, next: null, pastEnd: true });
  });
});
