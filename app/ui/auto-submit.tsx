import { useContext } from "react";
import { UNSAFE_FrameworkContext } from "react-router";

// In the head, so it works from the first paint: before hydration React has no handlers yet, and a
// language chosen in that moment was lost (a js e2e saw `lang` stay "en"). One listener on the
// document serves every select marked `data-autosubmit` before and after hydration, so the form is
// never sent twice. Without JavaScript the form's own Apply button sends it.
const SUBMIT_ON_CHANGE = `addEventListener("change",function(e){var s=e.target,f=s&&s.form;if(!f||!s.matches("select[data-autosubmit]"))return;f.requestSubmit?f.requestSubmit():f.submit()})`;

/** The inline listener above, with the response's CSP nonce. */
export function AutoSubmitSelects() {
  const nonce = useContext(UNSAFE_FrameworkContext)?.nonce;
  return (
    <script
      nonce={nonce}
      // Same text on server and client: hydration keeps the server's element and never runs it again.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: SUBMIT_ON_CHANGE }}
    />
  );
}
