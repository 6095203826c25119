/** The history lists' pagination: total, the page `skip` falls in (from 1) and the number of pages. */
export const pageOf = (total: number, skip: number, limit: number) => ({
  total,
  currentPage: Math.floor(skip / limit) + 1,
  totalPages: Math.ceil(total / limit),
});
