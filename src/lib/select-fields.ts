import type { RecordFullListOptions, RecordListOptions, RecordOptions, RecordService } from 'pocketbase'

/**
 * A read that asks PocketBase for some fields only (`?fields=`), typed as what it asks for: the
 * records come back as `Pick<Record, …>`, so TypeScript knows the other fields are not there.
 * (A whole-record type on a `fields=` read let code use fields that were never fetched.)
 *
 *   const orders = await selectFields(pb.collection('orders'), ['id', 'total']).fullList({ sort: '-created' })
 *
 * Its own module, not lib/pocketbase.ts: the storefront's entry does not carry it.
 */
export function selectFields<M, const K extends keyof M & string>(service: RecordService<M>, names: readonly K[]) {
  const fields = names.join(',')
  type Selected = Pick<M, K>
  return {
    fullList: (options?: Omit<RecordFullListOptions, 'fields'>) => service.getFullList<Selected>({ ...options, fields }),
    list: (page: number, perPage: number, options?: Omit<RecordListOptions, 'fields'>) =>
      service.getList<Selected>(page, perPage, { ...options, fields }),
    one: (id: string, options?: Omit<RecordOptions, 'fields'>) => service.getOne<Selected>(id, { ...options, fields }),
    first: (filter: string, options?: Omit<RecordOptions, 'fields'>) => service.getFirstListItem<Selected>(filter, { ...options, fields }),
    /** A write whose answer is cut to the same fields. */
    update: (id: string, body: Record<string, unknown> | FormData, options?: Omit<RecordOptions, 'fields'>) =>
      service.update<Selected>(id, body, { ...options, fields }),
  }
}
