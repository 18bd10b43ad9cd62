import { useContext } from "react";
import { UNSAFE_FrameworkContext } from "react-router";

/**
 * A small script written into the page (the head's listeners that must work before the app's modules
 * arrive), with the response's CSP nonce.
 */
export function InlineScript({ code }: { code: string }) {
  const nonce = useContext(UNSAFE_FrameworkContext)?.nonce;
  return (
    <script
      nonce={nonce}
      // Same text on server and client: hydration keeps the server's element and never runs it again.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: code }}
    />
  );
}
