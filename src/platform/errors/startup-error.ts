/**
 * A start-up failure whose message already says, in plain words, what went wrong and what to do; the
 * process entry prints it as it is, whatever LOG_LEVEL says.
 */
export class StartupError extends Error {}
