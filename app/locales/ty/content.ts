import type { Translation } from "../index";
import en from "../en/content";

/**
 * TY texts of promotions, reward centre, share, help, footer and download: the English ones until the
 * merchant supplies TY texts (docs/decisions/0012-ty-language.md).
 */
export default en satisfies Translation["content"];
