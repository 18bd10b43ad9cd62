import type { Translation } from "../index";
import en from "../en/security";

/**
 * TY texts of the security centre and withdraw: the English ones until the merchant supplies TY
 * texts (docs/decisions/0012-ty-language.md).
 */
export default en satisfies Translation["security"];
