// A loader's data in two kinds (docs/decisions/0016): what the page needs to exist, and what may
// fail alone. Loaders wrap each backend call in one of these instead of writing try/catch.
import type { RouterContextProvider } from "react-router";
import { servicesContext } from "./context";
import { loaderFailure } from "./loader-failure";

type Context = Readonly<RouterContextProvider>;

/**
 * Data without which the page cannot show: a failure becomes the ErrorBoundary's answer (503 when
 * the backend is down, its status when it refused); thrown responses (redirects) pass unchanged.
 */
export async function critical<T>(context: Context, promise: PromiseLike<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    throw loaderFailure(error, context.get(servicesContext).logger);
  }
}

/**
 * Data the page can show without (a strip, a block, hearts): a failure is logged as `what` and
 * degrades to `fallback`. The promise never rejects, so it may also be returned unawaited and
 * streamed under <Await> without an error element.
 */
export async function optional<T>(
  context: Context,
  promise: PromiseLike<T>,
  fallback: T,
  what: string,
): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    context.get(servicesContext).logger.warn({ err: String(error) }, `${what} unavailable`);
    return fallback;
  }
}
