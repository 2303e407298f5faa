import type { BaseRecord, CollectionName, UsersRecord } from '@/lib/pocketbase-types'

/**
 * The in-memory records msw serves, per collection. Users also keep a password (never returned).
 * Reset before each test (setup-tests.ts).
 */
type StoredUser = UsersRecord & { password: string }

export const db = {
  users: [] as StoredUser[],
  collections: new Map<string, BaseRecord[]>(),
}

export function resetDb(): void {
  db.users = []
  db.collections = new Map()
}

export function addUser(user: UsersRecord, password: string): void {
  db.users = [...db.users.filter((u) => u.id !== user.id), { ...user, password }]
}

export function publicUser(user: StoredUser): UsersRecord {
  const record: Partial<StoredUser> = { ...user }
  delete record.password
  return record as UsersRecord
}

/** Puts records in a (non-auth) collection. */
export function seed<T extends BaseRecord>(collection: Exclude<CollectionName, 'users'>, records: T[]): void {
  db.collections.set(collection, [...(db.collections.get(collection) ?? []), ...records])
}
