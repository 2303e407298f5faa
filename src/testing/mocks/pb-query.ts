/*
 * PocketBase's `filter` and `sort` as the admin lists use them (docs/adr/0092), played on the
 * in-memory records of the mocked server: `a = "x"`, `!=`, `~` (contains, case-blind as SQLite's
 * LIKE), `!~`, `>`, `>=`, `<`, `<=`, their `?` forms (any of a relation's values), `&&`, `||` and
 * brackets; a path goes through a record's fields, then its `expand` (`user.name`,
 * `withdrawals_via_order.status`). `-total,-created` sorts descending by total, then by date.
 * Anything else throws, so a test never passes on a filter the mock did not understand.
 */

type Value = string | number | boolean | null
type Test = (record: Record<string, unknown>) => boolean

const TOKEN =
  /\s*(\(|\)|&&|\|\||\?!=|\?>=|\?<=|\?!~|!=|>=|<=|!~|\?=|\?~|\?>|\?<|=|~|>|<|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|-?\d+(?:\.\d+)?|[A-Za-z_][\w.]*)/y

function tokens(filter: string): string[] {
  const out: string[] = []
  TOKEN.lastIndex = 0
  while (TOKEN.lastIndex < filter.length) {
    if (/^\s*$/.test(filter.slice(TOKEN.lastIndex))) break
    const match = TOKEN.exec(filter)
    if (!match) throw new Error(`pb-query: cannot read the filter at ${filter.slice(TOKEN.lastIndex)}`)
    out.push(match[1]!)
  }
  return out
}

function literal(token: string): Value {
  if (token.startsWith('"')) return JSON.parse(token) as string
  if (token.startsWith("'")) return token.slice(1, -1).replace(/\\(.)/g, '$1')
  if (/^-?\d/.test(token)) return Number(token)
  if (token === 'true' || token === 'false') return token === 'true'
  if (token === 'null') return null
  throw new Error(`pb-query: a value was expected, not ${token}`)
}

/** The values at `path` (several through a multiple relation or a back-relation). */
function valuesAt(record: unknown, path: string[]): unknown[] {
  if (path.length === 0) return Array.isArray(record) ? record : [record]
  if (Array.isArray(record)) return record.flatMap((item) => valuesAt(item, path))
  if (record === null || typeof record !== 'object') return []
  const [head, ...rest] = path as [string, ...string[]]
  const object = record as Record<string, unknown> & { expand?: Record<string, unknown> }
  const next = rest.length > 0 && object.expand && head in object.expand ? object.expand[head] : object[head]
  return valuesAt(next ?? (rest.length > 0 ? undefined : ''), rest)
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value))

function compare(op: string, left: unknown, right: Value): boolean {
  const l = typeof right === 'number' ? Number(left ?? 0) : left
  switch (op) {
    case '=':
      return typeof right === 'string' ? text(l) === right : l === right || (right === null && (l === '' || l === undefined))
    case '!=':
      return !compare('=', left, right)
    case '~':
      return text(l).toLowerCase().includes(text(right).toLowerCase())
    case '!~':
      return !compare('~', left, right)
    case '>':
      return (l as number) > (right as number)
    case '>=':
      return (l as number) >= (right as number)
    case '<':
      return (l as number) < (right as number)
    case '<=':
      return (l as number) <= (right as number)
  }
  throw new Error(`pb-query: unknown operator ${op}`)
}

/** A filter as a test of a record ('' keeps every record). */
export function parseFilter(filter: string): Test {
  const list = tokens(filter)
  let at = 0
  const peek = () => list[at]
  const take = () => list[at++]!

  function atom(): Test {
    if (peek() === '(') {
      take()
      const inner = or()
      if (take() !== ')') throw new Error('pb-query: ) expected')
      return inner
    }
    const path = take().split('.')
    const op = take()
    const value = literal(take())
    const any = op.startsWith('?')
    const base = any ? op.slice(1) : op
    return (record) => {
      const values = valuesAt(record, path)
      if (values.length === 0) return !any && compare(base, '', value)
      return values.some((item) => compare(base, item, value))
    }
  }
  function and(): Test {
    const parts = [atom()]
    while (peek() === '&&') {
      take()
      parts.push(atom())
    }
    return (record) => parts.every((part) => part(record))
  }
  function or(): Test {
    const parts = [and()]
    while (peek() === '||') {
      take()
      parts.push(and())
    }
    return (record) => parts.some((part) => part(record))
  }
  if (list.length === 0) return () => true
  const test = or()
  if (at !== list.length) throw new Error(`pb-query: unexpected ${list[at]}`)
  return test
}

/** Records in the order of a `sort` (`-total,-created`); SQLite's: numbers as numbers, texts byte by byte. */
export function sortRecords<T>(records: readonly T[], sort: string): T[] {
  const keys = sort
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean)
    .map((key) => ({ path: key.replace(/^[-+]/, '').split('.'), sign: key.startsWith('-') ? -1 : 1 }))
  return [...records].sort((a, b) => {
    for (const { path, sign } of keys) {
      const x = valuesAt(a, path)[0]
      const y = valuesAt(b, path)[0]
      const order = typeof x === 'number' && typeof y === 'number' ? x - y : text(x) < text(y) ? -1 : text(x) > text(y) ? 1 : 0
      if (order !== 0) return sign * order
    }
    return 0
  })
}
