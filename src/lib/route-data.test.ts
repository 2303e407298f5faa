import { describe, expect, it } from 'vitest'
import { errorStatus } from './pocketbase'
import { Moved, NOT_FOUND_DATA, settled } from './route-data'

describe('settled', () => {
  it('reads a 404 a served page carries as data as the same 404 a failed read gives, at once (docs/adr/0084)', async () => {
    const view = settled(NOT_FOUND_DATA)
    // Marked as read: React's use() takes it without suspending, as during hydration.
    expect(view).toMatchObject({ status: 'fulfilled' })
    const result = await view
    expect(result.ok).toBe(false)
    expect(result.ok ? null : errorStatus(result.error)).toBe(404)
    // A record that merely has such a key is data.
    expect(await settled({ $notFound: 'oui' })).toEqual({ ok: true, data: { $notFound: 'oui' } })
  })

  it('keeps a Moved failure as it is, with the address it names', async () => {
    const result = await settled(Promise.reject(new Moved('/catalogue/bracelet-soleil')))
    expect(result.ok).toBe(false)
    expect(result.ok ? null : result.error).toEqual(expect.objectContaining({ name: 'Moved', location: '/catalogue/bracelet-soleil' }))
  })
})
