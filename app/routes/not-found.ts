import { redirect } from "react-router";

/** Unknown paths go home (the spec); a catch-all route also lets the middleware run everywhere. */
export const loader = () => redirect("/m/home");
export const action = () => redirect("/m/home");
