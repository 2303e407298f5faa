import { describe, expect, it } from 'vitest'
import { consoleCalls, expectConsoleError, expectConsoleWarn } from './console'

// The guard of ./console.ts, installed for every unit test by setup-tests.ts.
describe('the console guard', () => {
  it('lets a declared message through, formatted as the console prints it', () => {
    expectConsoleError('Échec du chargement de stones: Error: boom')
    expectConsoleWarn(/^Stripe\.js indisponible 42/)
    console.error('Échec du chargement de %s:', 'stones', new Error('boom'))
    console.warn('Stripe.js indisponible', 42)
    expect(consoleCalls('error', 'stones')).toBe(1)
    expect(consoleCalls('warn', 'stones')).toBe(0)
  })

  it.fails('fails a test that logs an error it did not declare', () => {
    console.error('Each child in a list should have a unique "key" prop.')
  })

  it.fails('fails a test that logs a warning it did not declare', () => {
    console.warn('deprecated')
  })

  it.fails('fails a test whose declared error was never logged', () => {
    expectConsoleError('never logged')
  })

  it.fails('fails a test whose error does not match the declared one', () => {
    expectConsoleError('Admin list products:')
    console.error('Admin list orders:', new Error('boom'))
  })
})
