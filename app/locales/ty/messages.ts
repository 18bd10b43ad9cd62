import type { Translation } from "../index";
import en from "../en/messages";

/**
 * TY texts of the messages screens: the English ones until the merchant supplies TY texts
 * (docs/decisions/0012-ty-language.md). To replace, write a full object literal as in ko/messages.ts.
 */
export default en satisfies Translation["messages"];
