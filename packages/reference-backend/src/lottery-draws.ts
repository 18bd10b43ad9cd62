import { createPrng, hashString } from "./seed/prng.ts";

export interface Schedule {
  gameCode: string;
  intervalSeconds: number;
  offsetSeconds: number;
  resultLength: number;
}

const DAY = 86_400;

/** Draws happen at offset + k * interval (UTC seconds); the k-th draw's time in ms. */
const drawTime = (s: Schedule, k: number) => (s.offsetSeconds + k * s.intervalSeconds) * 1000;

/** Issue number: the UTC day, plus the draw's number within it for games drawn more than once a day. */
function issueNumber(s: Schedule, timeMs: number): string {
  const day = new Date(timeMs).toISOString().slice(0, 10).replaceAll("-", "");
  if (s.intervalSeconds >= DAY) return day;
  const secondsIntoDay = Math.floor(timeMs / 1000) % DAY;
  return `${day}-${String(Math.floor(secondsIntoDay / s.intervalSeconds) + 1).padStart(4, "0")}`;
}

/**
 * The next draw and the last one, worked out from the clock: no process has to run the draws, and
 * a past draw's result is a pure function of game and issue, so every call agrees on it.
 */
export function nearDraws(s: Schedule, nowMs: number) {
  const next = Math.floor((nowMs / 1000 - s.offsetSeconds) / s.intervalSeconds) + 1;
  const nextTime = drawTime(s, next);
  const lastTime = drawTime(s, next - 1);
  const lastNumero = issueNumber(s, lastTime);
  return {
    numero: issueNumber(s, nextTime),
    nextDrawTime: nextTime,
    lastNumero,
    lastDrawTime: lastTime,
    lastResult: drawResult(s, lastNumero).join(","),
  };
}

/** The digits a draw gave: a pure function of game and issue (lottery orders are settled with it). */
export function drawResult(s: Schedule, issue: string): string[] {
  const prng = createPrng(hashString(`${s.gameCode}:${issue}`));
  return Array.from({ length: s.resultLength }, () => String(prng.int(0, 9)));
}
