import { describe, expect, it } from 'vitest'
import { customRequestsImageUpload, productsImageUpload, usersAvatarUpload } from './pocketbase-types'
import { formatFileSize, uploadHint, uploadRefusal } from './upload-limits'

const MB = 1024 * 1024

describe('upload limits, as PocketBase applies them', () => {
  it('are the schema’s: 10 Mo images of four types for products, custom requests; 5 Mo avatars', () => {
    expect(productsImageUpload).toEqual({
      maxSize: 10 * MB,
      mimeTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
      maxSelect: 12,
    })
    expect(customRequestsImageUpload.maxSize).toBe(10 * MB)
    expect(usersAvatarUpload.maxSize).toBe(5 * MB)
  })

  it('are said in French', () => {
    expect(formatFileSize(10 * MB)).toBe('10\u00a0Mo')
    expect(formatFileSize(12.44 * MB)).toBe('12,4\u00a0Mo')
    expect(formatFileSize(800 * 1024)).toBe('800\u00a0ko')
    expect(uploadHint(customRequestsImageUpload)).toBe('JPEG, PNG, GIF ou WebP, 10\u00a0Mo au maximum.')
    expect(uploadHint(productsImageUpload)).toBe('JPEG, PNG, GIF ou WebP, 10\u00a0Mo au maximum par image.')
  })

  it('refuse a file too large or of another type, naming it and the limit', () => {
    expect(uploadRefusal({ name: 'photo.jpg', size: 12.4 * MB, type: 'image/jpeg' }, customRequestsImageUpload)).toBe(
      'L’image « photo.jpg » (12,4\u00a0Mo) dépasse 10\u00a0Mo.',
    )
    expect(uploadRefusal({ name: 'photo.heic', size: MB, type: 'image/heic' }, customRequestsImageUpload)).toBe(
      'Le fichier « photo.heic » n’est pas une image JPEG, PNG, GIF ou WebP.',
    )
    expect(uploadRefusal({ name: 'photo.png', size: 10 * MB, type: 'image/png' }, customRequestsImageUpload)).toBeNull()
  })
})
