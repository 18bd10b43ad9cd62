// The age the footer states (accounts §2 "Home footer": "Footer text states age 18 in some strings and
// 19 in others"). Korea's law on youth protection counts gambling as adult only from 19; the other
// shipped languages' markets say 18. The birthday check of a real-name check is 21 (birthday.ts).

const AGE_BY_LANGUAGE: Readonly<Record<string, number>> = { ko: 19 };
const DEFAULT_AGE = 18;

/** The minimum playing age the footer states in `language`'s texts. */
export const footerAge = (language: string): number => AGE_BY_LANGUAGE[language] ?? DEFAULT_AGE;
