/** English texts of the games screens (nested under "games." in the translation). */
export default {};
