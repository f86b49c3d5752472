/** Thrown by a handler for input it can never process: dead-lettered at once, not retried. */
export class PoisonMessageError extends Error {}
