// Laravel's length-aware paginator, reduced to the fields cms/README.md promises.
export const paginate = <T>(items: T[], page: number, perPage: number) => ({
  current_page: page,
  last_page: Math.max(1, Math.ceil(items.length / perPage)),
  per_page: perPage,
  total: items.length,
  data: items.slice((page - 1) * perPage, page * perPage),
})
