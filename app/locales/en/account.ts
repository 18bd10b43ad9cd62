/** English texts of the account screens (nested under "account." in the translation). */
export default {};
