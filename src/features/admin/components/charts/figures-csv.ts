import type { ReactNode } from 'react'
import { csvDocument, csvField } from '@/lib/csv'

/** One column: its header, what a row shows in it, and the same figure in the CSV (`csvAmount`…). */
export interface FiguresColumn<T> {
  header: string
  cell: (row: T) => ReactNode
  csv: (row: T) => string
  /** A figure: right-aligned, tabular digits. */
  numeric?: boolean
}

/** The CSV of a table: its headers, then a line a row, the same figures as shown (lib/csv.ts). */
export function figuresCsv<T>(columns: readonly FiguresColumn<T>[], rows: readonly T[]): string {
  return csvDocument([columns.map((column) => csvField(column.header)), ...rows.map((row) => columns.map((column) => column.csv(row)))])
}
