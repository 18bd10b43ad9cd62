import type { Translation } from "../index";

/** TODO-translate: copied from English until translated. */
export default {} satisfies Translation["account"];
