/** Every failure of a backend call becomes this one type, so loaders handle one thing. */
export class BackendError extends Error {
  constructor(
    /**
     * The backend's errorCode, or one of ours: `backend.unreachable`, `backend.timeout`,
     * `backend.bad.answer`, `backend.key.refused` (encrypted.ts).
     */
    readonly errorCode: string,
    /** HTTP status the backend answered with (0 when it never answered). */
    readonly status: number,
    message: string,
    /** The value a refusal may carry, e.g. `{ captcha: true }` after a failed login. */
    readonly value?: unknown,
  ) {
    super(message);
    this.name = "BackendError";
  }

  /** The backend no longer knows the session's token (logged out, expired or revoked). */
  get tokenRejected(): boolean {
    return this.status === 401;
  }

  /**
   * The backend itself is down or broken, as opposed to refusing a request; also when it refused
   * the key it had just handed out (encrypted.ts): the player can only try again.
   */
  get isUnavailable(): boolean {
    return (
      this.status === 0 ||
      this.status >= 500 ||
      this.errorCode === "backend.bad.answer" ||
      this.errorCode === "backend.key.refused"
    );
  }
}

export function isBackendError(error: unknown): error is BackendError {
  return error instanceof BackendError;
}
