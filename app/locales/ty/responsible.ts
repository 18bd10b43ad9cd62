import en, { type ResponsibleTexts } from "../en/responsible";

/** TY texts of responsible gambling: the English ones until the merchant supplies TY texts (decision 0012). */
export default en satisfies ResponsibleTexts;
