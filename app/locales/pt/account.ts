import type { Translation } from "../index";
import en from "../en/account";

/** TODO-translate: the English texts until translated. */
export default en satisfies Translation["account"];
