// The data of /dashboard/pages (docs/adr/0101): the content pages' list.
import { pb } from '@/lib/pocketbase'
import type { PagesRecord } from '@/lib/pocketbase-types'

export const PAGES_TEXTS = {
  heading: 'Pages',
  loadFailed: 'Échec de la récupération des pages',
}

export type PageRow = Pick<PagesRecord, 'id' | 'slug' | 'title' | 'published' | 'updated'>
export type PagesData = { pages: PageRow[] } | { pages: null }

/**
 * The content pages (docs/adr/0101): four records the migration made, never more (no page is created
 * through the API), so the list is read whole.
 */
export async function loader(): Promise<PagesData> {
  try {
    const pages = await pb
      .collection('pages')
      .getFullList<PageRow>({ sort: 'title', fields: 'id,slug,title,published,updated', requestKey: null })
    return { pages }
  } catch (error) {
    console.error('Admin pages:', error)
    return { pages: null }
  }
}
