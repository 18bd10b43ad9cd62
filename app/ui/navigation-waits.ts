import { formsCodeCome } from "./forms/deferred-form";
import { wholeTextsCome } from "./page-texts";

/**
 * What a navigation waits for before the next screen is drawn (the root's client middleware): the
 * code of the forms the page drew, so it leaves such a form as it is (decision 0054), and the
 * language's whole texts, so the next screen is drawn with its texts, never with keys (0056). Both
 * have come long before a tap on a usual line; both settle when they fail too.
 */
export function navigationMayDraw(): Promise<void> {
  return Promise.all([formsCodeCome(), wholeTextsCome()]).then(() => {});
}
