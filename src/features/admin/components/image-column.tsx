import { fileUrl } from '@/lib/file-url'
import type { Column } from './data-table'

/** The 'Image' column of a catalogue table: the row's image (`file`) as a small thumbnail, the placeholder without one. */
export function imageColumn<T extends { id: string; collectionName?: string }>(file: (row: T) => string | undefined): Column<T> {
  return {
    header: 'Image',
    className: 'w-20',
    card: 'media',
    cell: (row) => (
      <img
        src={fileUrl(row, file(row), { thumb: '100x100' })}
        alt=""
        width={56}
        height={56}
        loading="lazy"
        className="size-14 rounded-lg border border-line object-cover"
      />
    ),
  }
}
