import { afterEach, beforeEach } from 'vitest'

/**
 * A test fails when it writes to console.error or console.warn without declaring it: a React act()
 * warning, a key warning, an error a screen logs because a mock is missing. A test that provokes a
 * logged error on purpose says so with `expectConsoleError(matcher)`, which also fails the test when
 * nothing matching was logged, so an expectation cannot go stale silently.
 *
 * The console methods are replaced by assignment, not `vi.spyOn`, so a test's `vi.restoreAllMocks()`
 * cannot undo the guard.
 */

type Level = 'error' | 'warn'
type Matcher = string | RegExp

interface Expectation {
  level: Level
  matcher: Matcher
  /** Tolerated, not expected: nothing matching may be logged too (`tolerateConsoleError`). */
  optional?: boolean
  /** Where the test declared it, so a failure points at the line. */
  declared: Error
}

interface Entry {
  level: Level
  text: string
}

let entries: Entry[] = []
let expectations: Expectation[] = []
let active = false

function show(value: unknown): string {
  if (typeof value === 'string') return value
  if (value instanceof Error) return value.stack ?? `${value.name}: ${value.message}`
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    return String(value)
  }
}

/** The arguments as one text, printf-style substitutions (%s, %o…) filled in as the console does. */
function format(args: unknown[]): string {
  const [first, ...rest] = args
  if (typeof first !== 'string') return args.map(show).join(' ')
  const text = first.replace(/%[sdifoOjc%]/g, (token) => {
    if (token === '%%') return '%'
    if (rest.length === 0) return token
    const value = rest.shift()
    return token === '%c' ? '' : show(value)
  })
  return [text, ...rest.map(show)].join(' ')
}

function matches(matcher: Matcher, text: string): boolean {
  return typeof matcher === 'string' ? text.includes(matcher) : matcher.test(text)
}

function declare(level: Level, matcher: Matcher): void {
  if (!active) throw new Error(`expectConsole${level === 'error' ? 'Error' : 'Warn'} is only valid inside a test`)
  expectations.push({ level, matcher, declared: new Error(`expected console.${level} matching ${String(matcher)}`) })
}

/**
 * Declares that this test logs a console.error whose text (the arguments joined, printf
 * substitutions filled in, an Error as its stack with its message) contains `matcher` or matches it. Every
 * matching call is allowed; at least one must happen before the test ends.
 */
export function expectConsoleError(matcher: Matcher): void {
  declare('error', matcher)
}

/**
 * Allows a console.error matching `matcher` that this test may or may not log, for a message the
 * test environment produces on a timing the test does not control (say which in `reason`). Prefer
 * `expectConsoleError`: this one cannot notice that the message stopped.
 */
export function tolerateConsoleError(matcher: Matcher, reason: string): void {
  if (!active || !reason) throw new Error('tolerateConsoleError needs a test and a reason')
  expectations.push({ level: 'error', matcher, optional: true, declared: new Error(reason) })
}

/** As `expectConsoleError`, for console.warn. */
export function expectConsoleWarn(matcher: Matcher): void {
  declare('warn', matcher)
}

/** How many console calls of `level` matching `matcher` this test logged so far (to wait for one). */
export function consoleCalls(level: Level, matcher: Matcher): number {
  return entries.filter((entry) => entry.level === level && matches(matcher, entry.text)).length
}

function check(): void {
  const unexpected = entries.filter(
    (entry) => !expectations.some((expected) => expected.level === entry.level && matches(expected.matcher, entry.text)),
  )
  const missed = expectations.find(
    (expected) => !expected.optional && !entries.some((entry) => entry.level === expected.level && matches(expected.matcher, entry.text)),
  )
  if (unexpected.length > 0) {
    const list = unexpected.map((entry) => `console.${entry.level}: ${entry.text}`).join('\n\n')
    throw new Error(
      `This test logged ${unexpected.length} unexpected console message(s); fix the cause, or declare it with expectConsoleError/expectConsoleWarn from '@/testing/console':\n\n${list}`,
    )
  }
  if (missed) {
    const error = missed.declared
    error.message = `${error.message}, but nothing matching was logged (logged: ${
      entries.length ? entries.map((entry) => `console.${entry.level}: ${entry.text.split('\n')[0]}`).join(' | ') : 'nothing'
    })`
    throw error
  }
}

/** Installs the guard for every test of the file that calls it (the projects' setup files do). */
export function failOnConsole(): void {
  const original = { error: console.error, warn: console.warn }
  beforeEach(() => {
    entries = []
    expectations = []
    active = true
    for (const level of ['error', 'warn'] as const) {
      console[level] = (...args: unknown[]) => {
        entries.push({ level, text: format(args) })
      }
    }
  })
  // Registered before the test files' hooks, so (hooks run as a stack) it runs after theirs, once
  // the screen is unmounted: what unmounting logs counts too.
  afterEach(() => {
    console.error = original.error
    console.warn = original.warn
    active = false
    check()
  })
}
