import type { RecordFullListOptions, RecordListOptions, RecordOptions, RecordService } from 'pocketbase'

/** The relations a record type can expand (its `expand` object). */
type Relations<M> = M extends { expand?: infer E } ? NonNullable<E> : never

type ElementOf<T> = T extends readonly (infer U)[] ? U : T

/** `expand.<relation>.<field>`: one field of an expanded relation (the read's `expand` must name the relation). */
type ExpandPath<M> = {
  [R in keyof Relations<M> & string]: `expand.${R}.${keyof ElementOf<NonNullable<Relations<M>[R]>> & string}`
}[keyof Relations<M> & string]

/** What `fields=` may name: a field of the record, `*` (all of its own fields), or a field of an expanded relation. */
export type FieldName<M> = (keyof M & string) | '*' | ExpandPath<M>

type OwnFields<M, K> = '*' extends K ? Pick<M, Exclude<keyof M, 'expand'>> & Pick<M, Extract<K, keyof M>> : Pick<M, Extract<K, keyof M>>

type RelationOf<K> = K extends `expand.${infer R}.${string}` ? R : never
type FieldOf<K, R extends string> = K extends `expand.${R}.${infer F}` ? F : never

/** A related record cut to the fields named, as one record or a list as the relation holds them. */
type Cut<T, F> = T extends readonly (infer U)[] ? Pick<U, Extract<F, keyof U>>[] : Pick<T, Extract<F, keyof T>>

type ExpandedFields<M, K> = [RelationOf<K>] extends [never]
  ? unknown
  : {
      expand?: {
        [R in RelationOf<K> & keyof Relations<M>]?: Cut<NonNullable<Relations<M>[R]>, FieldOf<K, R>>
      }
    }

/** A record read with `fields=` naming `K`: those fields and nothing else. */
export type Selected<M, K extends FieldName<M>> = OwnFields<M, K> & ExpandedFields<M, K>

/**
 * A read that asks PocketBase for some fields only (`?fields=`), typed as what it asks for: the
 * records come back as `Pick<Record, …>`, so TypeScript knows the other fields are not there.
 * (A whole-record type on a `fields=` read let code use fields that were never fetched.)
 *
 *   const orders = await selectFields(pb.collection('orders'), ['id', 'total']).fullList({ sort: '-created' })
 *
 * A relation's fields are named `expand.<relation>.<field>` (the read's `expand` option names the
 * relation), and come back typed as those fields of the related records; `*` is every own field.
 *
 * Its own module, not lib/pocketbase.ts: the storefront's entry does not carry it. A read in a
 * chunk whose preloads the entry lists (the catalogue, the cart, the dashboard's index) is typed
 * with `Selected` alone, from the same list as its `fields`: calling `selectFields` there would add
 * this chunk to those lists, in the entry.
 */
export function selectFields<M, const K extends FieldName<M>>(service: RecordService<M>, names: readonly K[]) {
  const fields = names.join(',')
  type Row = Selected<M, K>
  return {
    fullList: (options?: Omit<RecordFullListOptions, 'fields'>) => service.getFullList<Row>({ ...options, fields }),
    list: (page: number, perPage: number, options?: Omit<RecordListOptions, 'fields'>) =>
      service.getList<Row>(page, perPage, { ...options, fields }),
    one: (id: string, options?: Omit<RecordOptions, 'fields'>) => service.getOne<Row>(id, { ...options, fields }),
    first: (filter: string, options?: Omit<RecordOptions, 'fields'>) => service.getFirstListItem<Row>(filter, { ...options, fields }),
    /** A write whose answer is cut to the same fields. */
    update: (id: string, body: { [key: string]: unknown } | FormData, options?: Omit<RecordOptions, 'fields'>) =>
      service.update<Row>(id, body, { ...options, fields }),
  }
}
