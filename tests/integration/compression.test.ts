// pb_hooks/gzip.pb.js: JSON answers are gzipped for browsers that accept it; files are not.
import { request } from 'node:http'
import { beforeAll, describe, expect, it } from 'vitest'
import { pbUrl, superuser } from './support/clients'
import { createProduct } from './support/factories'

/** GET with `Accept-Encoding: gzip`, returning the raw encoding and size on the wire. */
function rawGet(path: string): Promise<{ status: number; encoding: string | undefined; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = request(`${pbUrl()}${path}`, { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
      let bytes = 0
      res.on('data', (chunk: Buffer) => (bytes += chunk.length))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, encoding: res.headers['content-encoding'], bytes }))
    })
    req.on('error', reject)
    req.end()
  })
}

const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
)

describe('compression', () => {
  let productId = ''
  let imageName = ''

  beforeAll(async () => {
    const su = await superuser()
    const product = await createProduct(su.pb)
    const form = new FormData()
    form.append('image', new Blob([JPEG], { type: 'image/jpeg' }), 'piece.jpg')
    const updated = await su.pb.collection('products').update(product.id, form)
    productId = updated.id
    imageName = (updated.image as string[])[0] ?? ''
  })

  it('gzips the product list for a browser that accepts it', async () => {
    const result = await rawGet('/api/collections/products/records?perPage=50')
    expect(result.status).toBe(200)
    expect(result.encoding).toBe('gzip')
  })

  it('sends files as they are', async () => {
    expect(imageName).not.toBe('')
    const result = await rawGet(`/api/files/products/${productId}/${imageName}`)
    expect(result.status).toBe(200)
    expect(result.encoding).toBeUndefined()
    expect(result.bytes).toBe(JPEG.length)
  })
})
