// A page says itself that its guest answer is the same for every guest (docs/decisions/0022): the
// request middleware may then let a shared cache keep it (cache-control.ts). Not listed by path
// anywhere (issue 22): the page module exports `middleware = [publicPage]`.
import { createContext, type MiddlewareFunction } from "react-router";

/** Set afresh for each request by the request middleware; a public page's middleware marks it. */
export const publicPageContext = createContext<{ isPublic: boolean }>();

/** A page's middleware: this page's guest answer has no captcha, form state or visitor's answer in it. */
export const publicPage: MiddlewareFunction<Response> = ({ context }) => {
  context.get(publicPageContext).isPublic = true;
};
