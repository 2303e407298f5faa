// Every integration test fails on a console.error or console.warn it did not declare with
// expectConsoleError/expectConsoleWarn, as the unit tests do (src/testing/console.ts).
import { failOnConsole } from '../../src/testing/console'

failOnConsole()
