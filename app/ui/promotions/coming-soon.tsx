import { useEffect } from "react";
import { useNavigate } from "react-router";
import { TOAST_MS, toastDurationOf } from "~/domain/toast";
import { useT } from "../use-t";

const MESSAGE_KEY = "content.share.comingSoon";
/** How long "coming soon" shows before going back (accounts §8: toast 1 s, offline-style). */
const DURATION = toastDurationOf({ kind: "info", messageKey: MESSAGE_KEY });
const COMING_SOON_SECONDS = TOAST_MS[DURATION] / 1000;

/** "Coming soon" for 1 s, then back: by a timer with JavaScript, by a refresh in the document without. */
export function ComingSoon({ back }: { back: string }) {
  const t = useT();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(back, { replace: true }), COMING_SOON_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [back, navigate]);
  return (
    <>
      <noscript>
        <meta httpEquiv="refresh" content={`${COMING_SOON_SECONDS};url=${back}`} />
      </noscript>
      <p className="toast toast--info" role="status" data-duration={DURATION}>
        {t(MESSAGE_KEY)}
      </p>
    </>
  );
}
