// A page block's data: its value when it is ready in time, else still on its way (decision 0018).

/** A value is drawn in place with the page; a promise streams in under <Await>. */
export type InPlace<T> = T | Promise<T>;

/** Boxed, since a promise resolved with a promise would be adopted, not kept. */
export type Settled<T> = { value: T } | { streamed: Promise<T> };

/** The settled block's data, to return from a loader. */
export const inPlace = <T>(settled: Settled<T>): InPlace<T> =>
  "value" in settled ? settled.value : settled.streamed;

/**
 * One deadline, `ms` from now, for several blocks: `settle(p)` answers p's value if p settles by
 * then, else p itself (unwrap with `inPlace`). A value goes out in place with the page's first bytes
 * and shows without JavaScript; React moves a streamed part past the page's first 12.8 kB into a
 * hidden block only a script reveals. The promises must not reject (each block resolves empty on
 * failure).
 */
export function inPlaceBy(ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<"late">((resolve) => {
    timer = setTimeout(() => resolve("late"), ms);
  });
  return {
    settle<T>(promise: Promise<T>): Promise<Settled<T>> {
      return Promise.race([promise.then((value): Settled<T> => ({ value })), late]).then((won): Settled<T> =>
        won === "late" ? { streamed: promise } : won,
      );
    },
    /** Once every block is settled: the timer need not run on. */
    done: () => clearTimeout(timer),
  };
}
