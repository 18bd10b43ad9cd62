/** The few log calls the app makes; the host passes its pino logger, tests a silent one. */
export type Logger = {
  info(object: object, message?: string): void;
  warn(object: object, message?: string): void;
  error(object: object, message?: string): void;
};

/** @public The tests' logger (tests/support). */
export const silentLogger: Logger = { info() {}, warn() {}, error() {} };
