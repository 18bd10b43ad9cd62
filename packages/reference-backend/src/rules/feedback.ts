// The platform's feedback rule (accounts §5 locale texts: "feedback content between {0} and {1}
// words; comment 140 characters"), as the reference backend enforces it. The backend stands in for
// the external platform and keeps its own copy of its rules (issue 22, as rules/responsible.ts);
// tests/unit/reference-backend/form-rules.test.ts checks it against the app's app/domain/feedback.ts.

export const CONTENT_WORDS = { min: 3, max: 50 } as const;
export const CONTENT_MAX_CHARACTERS = 140;

/** Words as the language's word breaks find them (no spaces in Chinese, Japanese, Thai). */
export function wordCount(text: string): number {
  let words = 0;
  for (const part of new Intl.Segmenter(undefined, { granularity: "word" }).segment(text))
    if (part.isWordLike) words++;
  return words;
}

/** A comment taken: 3 to 50 words and 140 characters at most, trimmed. */
export function contentTaken(content: string): boolean {
  const words = wordCount(content);
  return (
    words >= CONTENT_WORDS.min &&
    words <= CONTENT_WORDS.max &&
    Array.from(content).length <= CONTENT_MAX_CHARACTERS
  );
}
