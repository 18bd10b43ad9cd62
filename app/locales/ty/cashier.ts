import type { Translation } from "../index";
import en from "../en/cashier";

/** TY texts of the deposit page and record: the English ones until the merchant supplies TY texts (decision 0012). */
export default en satisfies Translation["cashier"];
