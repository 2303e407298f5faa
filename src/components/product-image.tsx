import { useState, type ImgHTMLAttributes } from 'react'
import { fileUrl, imageUrl, PLACEHOLDER_IMAGE } from '@/lib/file-url'
import { PHONE_MEDIA } from './phone-layout'

type Thumb = `${number}x${number}`

export interface ProductImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height' | 'loading'> {
  /** The PocketBase record holding the file (id + collection). */
  record: { id: string; collectionName?: string; collectionId?: string } | null | undefined
  filename: string | null | undefined
  /** The thumb that fits the slot (one the collection declares), e.g. `400x400`. */
  thumb?: Thumb
  /** Larger thumbs for dense screens, with their pixel widths: `[['800x0', 800]]`. */
  srcSetThumbs?: ReadonlyArray<readonly [Thumb, number]>
  /**
   * On phones (under 640 px), this thumb alone, whatever the pixel density: the slot is the
   * screen's width, and phones are often on mobile data, where a 800 px JPEG weighs 4 times a
   * 400 px one (it also makes the image the page's largest paint sooner).
   */
  phoneThumb?: Thumb
  /** Intrinsic size of the slot: reserves the space before the image arrives (no layout shift). */
  width: number
  height: number
  alt: string
  /** Above the fold: load at once (with a high priority unless `fetchPriority` says otherwise); otherwise lazy. */
  eager?: boolean
  /** Not yet: an empty frame of the same size stands in (the page's largest image loads first). */
  held?: boolean
}

/**
 * One image of a PocketBase record, thumb sized to its slot, with width and height set, lazy
 * unless `eager`, and the shop's placeholder when the file is missing or fails to load.
 */
export function ProductImage({
  record,
  filename,
  thumb,
  srcSetThumbs,
  phoneThumb,
  width,
  height,
  alt,
  eager = false,
  held = false,
  fetchPriority,
  className = '',
  ...rest
}: ProductImageProps) {
  const src = thumb ? imageUrl(record, filename, thumb) : fileUrl(record, filename)
  // The source that failed; a new source gets its own chance.
  const [failed, setFailed] = useState<string | null>(null)
  if (held) {
    return (
      <span
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        style={{ aspectRatio: `${width} / ${height}` }}
        className={`block bg-surface-muted ${className}`}
      />
    )
  }

  const broken = failed === src || src === PLACEHOLDER_IMAGE
  const srcSet =
    !broken && srcSetThumbs?.length ? srcSetThumbs.map(([size, w]) => `${imageUrl(record, filename, size)} ${w}w`).join(', ') : undefined

  const priority = fetchPriority ?? (eager ? 'high' : undefined)
  const img = (
    <img
      {...rest}
      src={broken ? PLACEHOLDER_IMAGE : src}
      srcSet={srcSet}
      width={width}
      height={height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority}
      // The browser then says when it is on screen (what waits for it: features/catalogue/lib/priority-image.ts).
      {...(priority === 'high' ? { elementtiming: 'priority-image' } : {})}
      onError={() => setFailed(src)}
      className={`bg-surface-muted object-cover ${className}`}
    />
  )
  if (!phoneThumb || broken) return img
  return (
    <picture className="contents">
      <source media={PHONE_MEDIA} srcSet={imageUrl(record, filename, phoneThumb)} />
      {img}
    </picture>
  )
}
