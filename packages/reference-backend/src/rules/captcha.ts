// The platform's captcha answer rule (accounts §5 locale texts: "captcha 1-16 digits"), as the
// reference backend enforces it before it compares an answer: digits only, 1 to 16 of them. The
// backend keeps its own copy of its rules (issue 22); tests/unit/reference-backend/form-rules.test.ts
// checks it against the app's app/domain/captcha.ts.

const ANSWER = /^\d{1,16}$/;

/** A captcha answer of the allowed form (spaces around dropped); an absent one is the caller's. */
export const captchaAnswerWellFormed = (answer: string) => ANSWER.test(answer.trim());
