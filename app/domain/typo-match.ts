// How near a typed word is to a word of a game's name (issue 24): a search with one typo in a word —
// a letter missing, extra or wrong, or two neighbouring letters swapped — still puts the game first.
// Words are compared folded (case and accents), as the search index keeps them.

/**
 * The optimal string alignment distance of two words: a letter inserted, deleted or replaced, or two
 * neighbouring letters swapped, each count one edit ("fotrune" is one edit from "fortune"). Past
 * `max` the count stops: the answer is then max + 1.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    rows.push(row);
  }
  return Math.min(rows[a.length]![b.length]!, max + 1);
}

/** The edits a typed word may carry and still name a word: none below 4 letters, one up to 7, two from 8. */
export function editsAllowed(typed: string): number {
  const length = Array.from(typed).length;
  return length >= 8 ? 2 : length >= 4 ? 1 : 0;
}

/**
 * Whether a typed word names a word of a game: the same word, its beginning (the search answers from
 * the first key press), or within the edits its length allows.
 */
export function wordFits(typed: string, word: string): boolean {
  if (word.startsWith(typed)) return true;
  const max = editsAllowed(typed);
  return max > 0 && editDistance(typed, word, max) <= max;
}

/** How many of the typed words name some word of the game's names. */
export function wordsFitting(typed: readonly string[], words: readonly string[]): number {
  return typed.filter((t) => words.some((w) => wordFits(t, w))).length;
}
