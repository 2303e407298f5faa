import { describe, expect, it } from 'vitest'
import { fileUrl, PLACEHOLDER_IMAGE } from './file-url'
import { POCKETBASE_URL } from './pocketbase'

describe('fileUrl', () => {
  const product = { id: 'abc123', collectionName: 'products' }

  it('points at the PocketBase file route', () => {
    expect(fileUrl(product, 'bracelet_x1.webp')).toBe(`${POCKETBASE_URL}/api/files/products/abc123/bracelet_x1.webp`)
  })

  it('asks for a thumbnail', () => {
    expect(fileUrl(product, 'a.png', { thumb: '100x100' })).toBe(
      `${POCKETBASE_URL}/api/files/products/abc123/a.png?thumb=100x100`,
    )
  })

  it('gives the placeholder when the file or record is missing', () => {
    expect(fileUrl(product, undefined)).toBe(PLACEHOLDER_IMAGE)
    expect(fileUrl(product, '')).toBe(PLACEHOLDER_IMAGE)
    expect(fileUrl(null, 'a.png')).toBe(PLACEHOLDER_IMAGE)
  })
})
