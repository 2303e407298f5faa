// Typed PocketBase clients for the integration tests: one per role, each with its own client IP
// (sent as X-Forwarded-For, which the throwaway PocketBase trusts) so that rate limits stay per test.
import { randomInt } from 'node:crypto'
import PocketBase from 'pocketbase'
import { inject } from 'vitest'
import type { TypedPocketBase } from '../../../src/lib/pocketbase-types'
import type { FixtureRole, FixtureUser } from './fixtures'

export type Role = 'anonymous' | 'customer' | 'pro' | 'admin'
export const ROLES: readonly Role[] = ['anonymous', 'customer', 'pro', 'admin']

export const pbUrl = (): string => inject('pbUrl')
export const fixtures = () => inject('fixtures')
export const fixtureUser = (role: FixtureRole): FixtureUser => fixtures().users[role]

/** A fresh address in 10.0.0.0/8, so that no two clients share a rate-limit bucket. */
export function randomIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`
}

export interface Actor {
  role: Role | 'superuser'
  pb: TypedPocketBase
  ip: string
  /** The logged-in user's fixture, if any. */
  user?: FixtureUser
}

/** An SDK client that sends `ip` as its address and never auto-cancels concurrent requests. */
export function newClient(ip = randomIp()): TypedPocketBase {
  const pb = new PocketBase(pbUrl()) as TypedPocketBase
  pb.autoCancellation(false)
  pb.beforeSend = (url, options) => {
    options.headers = { ...(options.headers as Record<string, string> | undefined), 'X-Forwarded-For': ip }
    return { url, options }
  }
  return pb
}

export async function anonymous(): Promise<Actor> {
  const ip = randomIp()
  return { role: 'anonymous', pb: newClient(ip), ip }
}

/** Logs a fixture user in (customer, customer2, pro or admin). */
export async function loginAs(who: FixtureRole): Promise<Actor> {
  const ip = randomIp()
  const pb = newClient(ip)
  const user = fixtureUser(who)
  await pb.collection('users').authWithPassword(user.email, user.password)
  const role: Role = who === 'customer2' ? 'customer' : who
  return { role, pb, ip, user }
}

export async function superuser(): Promise<Actor> {
  const ip = randomIp()
  const pb = newClient(ip)
  const { email, password } = fixtures().superuser
  await pb.collection('_superusers').authWithPassword(email, password)
  return { role: 'superuser', pb, ip }
}

/** Logs in one actor per role of the API rule matrix. */
export async function actorsByRole(): Promise<Record<Role, Actor>> {
  const [anon, customer, pro, admin] = await Promise.all([anonymous(), loginAs('customer'), loginAs('pro'), loginAs('admin')])
  return { anonymous: anon, customer, pro, admin }
}

export interface ApiResult {
  status: number
  body: Record<string, unknown>
}

/** A raw REST call as `actor` (its token and IP), returning the real HTTP status and JSON body. */
export async function call(
  actor: Actor,
  method: string,
  path: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<ApiResult> {
  const headers: Record<string, string> = { ...extraHeaders, 'X-Forwarded-For': actor.ip }
  if (actor.pb.authStore.token) headers.authorization = actor.pb.authStore.token
  if (body !== undefined) headers['content-type'] = 'application/json'
  const response = await fetch(`${pbUrl()}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  let parsed: Record<string, unknown> = {}
  if (text) {
    try {
      parsed = JSON.parse(text) as Record<string, unknown>
    } catch {
      parsed = { text }
    }
  }
  return { status: response.status, body: parsed }
}

/** The items of a list response. */
export function itemsOf(result: ApiResult): Record<string, unknown>[] {
  return (result.body.items as Record<string, unknown>[] | undefined) ?? []
}
