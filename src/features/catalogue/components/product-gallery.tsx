import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { ProductImage } from '@/components/product-image'
import type { ProductsRecord } from '@/lib/pocketbase-types'
import { useHydrated } from '@/lib/hydration'
import { whenPriorityImageShown } from '../lib/priority-image'

const MAIN_THUMBS = [
  ['400x400', 400],
  ['800x0', 800],
] as const

/**
 * The product's images: the main one, and a row of thumbnails that switch it (a click, Enter or
 * Space; the arrow keys move along the row).
 */
export function ProductGallery({ product }: { product: Pick<ProductsRecord, 'id' | 'collectionName' | 'name' | 'image'> }) {
  const images = product.image ?? []
  const [current, setCurrent] = useState(0)
  const buttons = useRef<Array<HTMLButtonElement | null>>([])
  // The thumbnails wait until the main image (the page's largest paint) has been painted; a page the
  // server rendered shows them at once, lazily (docs/adr/0076): low-priority images do not hold back
  // its first paint, and a reader without JavaScript sees them.
  const gallery = useRef<HTMLDivElement>(null)
  const [thumbsHeld, setThumbsHeld] = useState(useHydrated())
  useEffect(() => {
    const controller = new AbortController()
    void whenPriorityImageShown(controller.signal, () => gallery.current).then(() => {
      if (!controller.signal.aborted) setThumbsHeld(false)
    })
    return () => controller.abort()
  }, [])
  const index = Math.min(current, Math.max(0, images.length - 1))

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const step = event.key === 'ArrowRight' || event.key === 'ArrowDown' ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? -1 : 0
    if (!step) return
    event.preventDefault()
    const next = (index + step + images.length) % images.length
    setCurrent(next)
    buttons.current[next]?.focus()
  }

  return (
    <div ref={gallery} className="flex flex-col gap-4">
      <div className="overflow-hidden rounded-lg border border-line bg-surface-muted">
        <ProductImage
          record={product}
          filename={images[index]}
          thumb="800x0"
          srcSetThumbs={MAIN_THUMBS}
          phoneThumb="400x400"
          sizes="(min-width: 1280px) 36rem, (min-width: 768px) 48vw, 100vw"
          width={800}
          height={800}
          alt={images.length > 1 ? `${product.name} — image ${index + 1} sur ${images.length}` : product.name}
          eager
          className="aspect-square w-full"
        />
      </div>
      {images.length > 1 && (
        <ul aria-label="Images du produit" className="flex flex-wrap gap-3" onKeyDown={onKeyDown}>
          {images.map((filename, i) => (
            <li key={filename}>
              <button
                ref={(element) => {
                  buttons.current[i] = element
                }}
                type="button"
                onClick={() => setCurrent(i)}
                aria-label={`Afficher l’image ${i + 1} sur ${images.length}`}
                aria-pressed={i === index}
                className={`block overflow-hidden rounded-md border-2 transition-colors ${
                  i === index ? 'border-highlight' : 'border-transparent opacity-75 hover:opacity-100'
                }`}
              >
                <ProductImage
                  record={product}
                  filename={filename}
                  thumb="100x100"
                  width={100}
                  height={100}
                  alt=""
                  held={thumbsHeld}
                  className="size-16 sm:size-20"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
