/** Thrown by a guard (guards.ts) when the server could not be reached to confirm the stored session. */
export class SessionUnreachableError extends Error {}
