import type { Translation } from "../index";
import en from "../en/member";

/**
 * TY texts of the member centre, records, my account and VIP: the English ones until the merchant
 * supplies TY texts (docs/decisions/0012-ty-language.md).
 */
export default en satisfies Translation["member"];
