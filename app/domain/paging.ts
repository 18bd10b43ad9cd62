// The one way a list is paged (issue 22): record lists, the deposit record and the team lists alike.

export type Paging = {
  page: number;
  pages: number;
  previous: number | null;
  next: number | null;
  /** The page asked for is past the last (an old or edited address): said so, never "Page 999 of 1". */
  pastEnd: boolean;
};

/**
 * Pages of a list of `total` rows, `size` per page, at `page` (from 1). An empty list is page 1 of 1;
 * a page past the last is answered with the last page's links, so an old address still leads back.
 */
export function pagingOf(total: number, page: number, size: number): Paging {
  const pages = Math.max(1, Math.ceil(total / size));
  return {
    page,
    pages,
    previous: page > 1 ? Math.min(page - 1, pages) : null,
    next: page < pages ? page + 1 : null,
    pastEnd: page > pages,
  };
}
