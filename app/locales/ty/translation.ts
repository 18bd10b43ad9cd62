import type { Translation } from "../index";
import en from "../en/translation";
import account from "./account";
import cashier from "./cashier";
import content from "./content";
import member from "./member";
import games from "./games";
import messages from "./messages";
import security from "./security";

/**
 * TY: a merchant-specific language code of the platform whose meaning is not public
 * (docs/decisions/0012-ty-language.md). Its texts are the English ones until the merchant
 * supplies them: replace the spread below with a full object literal, as in ko/translation.ts.
 */
export default { ...en, account, cashier, content, games, member, messages, security } satisfies Translation;
