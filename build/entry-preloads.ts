import type { Plugin } from 'vite'

/**
 * The screens a shopper goes to from another page most, whose code's own imports the entry fetches
 * beside it when a link is followed (Vite's `__vite__mapDeps`). Every other lazy module the entry
 * imports (legal and account pages, the withdrawal, the admin's and pro's layouts…) loads its own
 * imports once it arrives: one more round trip on the first visit there by a link, and ~1 KB
 * gzipped less in the entry every shopper downloads (docs/adr/0111). A first visit by its address
 * is preloaded by index.html whatever the route (route-preloads.ts).
 */
const NAVIGATED_SCREENS = [
  '/src/features/content/home-route.ts',
  '/src/features/catalogue/catalogue-route.ts',
  '/src/features/catalogue/product-route.ts',
  '/src/features/cart/cart-route.ts',
  // Not the checkout: its imports' list cost the entry 0.18 KB gzipped, on every page, for one round
  // trip saved once per order (it was named `checkout-route.ts` here, never matched, until 2026-11-29).
]

/** Each chunk's module, by file name, for `resolveDependencies` (it is told file names only). */
const chunkModules = new Map<string, string>()

/** Records which module each chunk is, before Vite writes the dynamic imports' dependency lists. */
export function entryPreloads(): Plugin {
  return {
    name: 'eclat-entry-preloads',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        chunkModules.clear()
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && chunk.facadeModuleId) chunkModules.set(chunk.fileName, chunk.facadeModuleId)
        }
      },
    },
  }
}

/** `build.modulePreload.resolveDependencies`: the entry preloads the imports of the navigated screens only. */
export function entryDependencies(filename: string, deps: string[], context: { hostId: string; hostType: 'html' | 'js' }): string[] {
  const fromEntry = context.hostType === 'js' && /(^|\/)index-[\w-]+\.js$/.test(context.hostId)
  if (!fromEntry) return deps
  const module = chunkModules.get(filename)
  return module && NAVIGATED_SCREENS.some((screen) => module.endsWith(screen)) ? deps : []
}
