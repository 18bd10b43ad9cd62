import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { Dialog } from "../account/dialog";
import type { RootData } from "../root-data";
import { useResourceJson } from "../resource-json";
import { useHydrated } from "../use-hydrated";
import { useT } from "../use-t";

type Popup = NonNullable<RootData["popup"]>;

/** The popup list loads this long after the page (accounts §9). */
const POPUP_DELAY_MS = 500;

/**
 * The announcement popup's dialog. Closing is a form posting to /resources/popup, which turns the
 * show flag off and keeps it; without JavaScript it comes back to `back`, with it `onClose` runs.
 */
function PopupDialog({
  popup,
  back,
  onClose,
  closing,
  onClosed,
}: {
  popup: Popup;
  back: string;
  onClose?: () => void;
  closing?: boolean;
  onClosed?: () => void;
}) {
  const t = useT();
  // One dismiss control (issue 62: "I know it" and "Close" both closed the popup and read as two
  // choices): "I know it" where the spec offers it, with promotions for a member, else "Close".
  const promotions = popup.items.some((item) => item.acknowledge);
  return (
    <Dialog title={t("messages.popup.title")} onCancel={onClose} closing={closing} onClosed={onClosed}>
      <ul className="popup__list">
        {popup.items.map((item) => (
          <li key={item.id}>
            <h3>{item.title}</h3>
            <div className="popup__content" dangerouslySetInnerHTML={{ __html: item.html }} />
          </li>
        ))}
      </ul>
      <div className="dialog__actions">
        {promotions ? (
          <a className="button" href="/m/rewardCenter">
            {t("messages.popup.goToActivity")}
          </a>
        ) : null}
        <form
          method="post"
          action="/resources/popup"
          onSubmit={(event) => {
            if (!onClose) return;
            event.preventDefault();
            onClose();
          }}
        >
          <input type="hidden" name="redirectTo" value={back} />
          <button type="submit" className={promotions ? "button button--ghost" : "button"}>
            {promotions ? t("messages.popup.iKnow") : t("messages.popup.close")}
          </button>
        </form>
      </div>
    </Dialog>
  );
}

/**
 * The announcement popup on the home page (accounts §2). The page's own rendering carries it, so it
 * is there in the first paint, before the player's first taps, with or without JavaScript (decision
 * 0047); with JavaScript it becomes modal on hydration. Mounted later in the visit (a client-side
 * arrival at home, or after the contract question), the root's answer may be stale or absent: the
 * list then loads 500 ms after mounting (accounts §9).
 */
export function AnnouncementPopup({ serverPopup, back }: { serverPopup: Popup | null; back: string }) {
  const list = useResourceJson<{ popup: Popup | null }>();
  const closer = useFetcher();
  const [closing, setClosing] = useState(false);
  const [closed, setClosed] = useState(false);
  // Rendered with the document (on the server, or hydrating it): the root's answer is this page's.
  const hydrated = useHydrated();
  const [withDocument] = useState(!hydrated);
  useEffect(() => {
    if (withDocument) return;
    // A plain request (`useResourceJson`), not a fetcher's load: a fetcher first imports the
    // resource route's module, and when the player leaves the page meanwhile (a link, the address
    // bar) Firefox and WebKit cancel that import, which React Router answers by reloading the page
    // being left, in place of the page the player asked for. Leaving aborts it: no popup.
    const timer = setTimeout(() => list.load("/resources/popup"), POPUP_DELAY_MS);
    return () => clearTimeout(timer);
    // Once per visit of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const popup = closed ? null : withDocument ? serverPopup : (list.data?.popup ?? null);
  return popup ? (
    <PopupDialog
      popup={popup}
      back={back}
      closing={closing}
      onClosed={() => setClosed(true)}
      onClose={() => {
        setClosing(true);
        void closer.submit({ js: "1" }, { method: "post", action: "/resources/popup" });
      }}
    />
  ) : null;
}
