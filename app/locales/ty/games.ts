import type { Translation } from "../index";
import en from "../en/games";

/**
 * TY texts of the games screens: the English ones until the merchant supplies TY texts
 * (docs/decisions/0012-ty-language.md). To replace, write a full object literal as in ko/games.ts.
 */
export default en satisfies Translation["games"];
