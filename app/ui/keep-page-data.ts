import type { ShouldRevalidateFunctionArgs } from "react-router";
import { onlyUiParamsChanged } from "~/domain/ui-params";

/**
 * A page's `shouldRevalidate`: opening or closing a drawer or the download popup (`?menu=`,
 * `?download=`) keeps the page's data, so its loader does not run again for that.
 */
export function keepDataForUiParams(args: ShouldRevalidateFunctionArgs): boolean {
  if (!args.formMethod && onlyUiParamsChanged(args.currentUrl, args.nextUrl)) return false;
  return args.defaultShouldRevalidate;
}
