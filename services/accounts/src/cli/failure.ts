/** A failure the operator can act on, reported as its one line with exit code 1. */
export class CliFailure extends Error {}
