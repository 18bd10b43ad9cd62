import type { Translation } from "../index";
import en from "../en/account";

/**
 * TY texts of the account screens: the English ones until the merchant supplies TY texts
 * (docs/decisions/0012-ty-language.md). To replace, write a full object literal as in ko/account.ts.
 */
export default en satisfies Translation["account"];
