import { setTimeout as sleep } from "node:timers/promises";

/** A test file's run fits well inside this. */
const FILE_RUN_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * The reference backend seeds "today's" team events on the UTC day it starts; a file that started it
 * at 23:59 and asked for today's counters at 00:00 found none (a fresh-clone run failed so). Started
 * within a file's run of UTC midnight, this waits until the new day has begun: the day the seed
 * writes is then the day the file's questions read.
 */
export async function clearOfMidnight(now = Date.now()): Promise<void> {
  const untilMidnight = DAY_MS - (now % DAY_MS);
  if (untilMidnight < FILE_RUN_MS) await sleep(untilMidnight + 1000);
}
