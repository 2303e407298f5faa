/** `GET /api/shop/reviews/notice`: the legal notice (L. 111-7-2, D. 111-17 to D. 111-19) as data. */
export interface ReviewNotice {
  checked: string
  dates: string
  order: string
  section: string[]
  refusalReasons: Array<{ key: string; label: string }>
  publicationDays: number
  keptYears: number
}
