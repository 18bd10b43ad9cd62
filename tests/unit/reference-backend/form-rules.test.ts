// The reference backend keeps its own copy of the platform's form rules (issue 22): the app's rules
// and the backend's must agree on the spec's examples (accounts §5 locale texts).
import { describe, expect, it } from "vitest";
import { birthdayRefusal } from "~/domain/birthday";
import { captchaRefusal } from "~/domain/captcha";
import { feedbackContentOk, feedbackWords } from "~/domain/feedback";
import {
  birthdayFault,
  captchaAnswerWellFormed,
  contentTaken,
  wordCount,
} from "@mobile-front/reference-backend/testing";

const COMMENTS = [
  "too short",
  "The slots page loads slowly.",
  "好玩的游戏很多",
  "ゲームがとても楽しいです",
  "เกมสนุกมากครับ",
  "!!! ??? ...",
  "🎰 🎰 🎰 🎰",
  "word ".repeat(50).trim(),
  "word ".repeat(51).trim(),
  "a".repeat(141),
  `${"ab ".repeat(46)}abc`,
];

describe("the app's form rules and the reference backend's agree", () => {
  it("feedback: words counted alike, the same comments taken", () => {
    for (const comment of COMMENTS) {
      expect(wordCount(comment), comment).toBe(feedbackWords(comment));
      expect(contentTaken(comment), comment).toBe(feedbackContentOk(comment));
    }
  });

  it("captcha: the same answers well formed", () => {
    for (const answer of ["1", "4821", "1".repeat(16), "1".repeat(17), "12a", "", " 12 "])
      expect(captchaAnswerWellFormed(answer), answer).toBe(captchaRefusal(answer) === null);
  });

  it("birthday: the same dates refused, for the same reason", () => {
    const today = "2026-12-01";
    for (const birthday of [
      "2005-12-01",
      "2005-12-02",
      "2004-02-29",
      "1990-02-30",
      "2027-01-01",
      "1899-01-01",
      "x",
    ]) {
      const app = birthdayRefusal(birthday, today);
      expect(birthdayFault(birthday, today), birthday).toBe(
        app === null ? null : app === "birthday_age" ? "age" : "invalid",
      );
    }
  });
});
