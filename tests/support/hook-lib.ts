// Loads a library of pocketbase/pb_hooks/lib under Node the way PocketBase's JS engine (goja) does:
// a CommonJS module whose `require(`${__hooks}/lib/…`)` calls load its neighbours the same way.
import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const HOOKS = resolve(dirname(fileURLToPath(import.meta.url)), '../../pocketbase/pb_hooks')

function loadPath<T>(path: string): T {
  const module = { exports: {} as T }
  const requireHook = (target: string) => loadPath(target)
  new Function('module', 'exports', 'require', '__hooks', readFileSync(path, 'utf8'))(module, module.exports, requireHook, HOOKS)
  return module.exports
}

/** `loadHookLib('money.js')`: the module's exports. */
export function loadHookLib<T>(name: string): T {
  return loadPath<T>(resolve(HOOKS, 'lib', name))
}
