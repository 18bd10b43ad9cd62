import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { countdownParts, downloadButtons, needsSafariAlert, type DownloadButton } from "~/domain/download";
import { withParam } from "./account/menu-href";
import { canPromptInstall, promptInstall } from "./service-worker";
import { useEscapeKey } from "./escape-key";
import { useMaskGuard } from "./mask-guard";
import { useT } from "./use-t";

export type DownloadPopupData = {
  android: string | null;
  ios: string | null;
  profile: string | null;
  isIOS: boolean;
  isSafari: boolean;
  /** When the limited offer ends (ms): drawn 2 to 9 hours ahead when the page was made. */
  offerEndsAt: number;
  /** The app's icon (the AppDownloadIcon resource), if the merchant has one. */
  icon: string | null;
};

/**
 * The download popup (accounts §2 "Download prompts"): limited offer, countdown, the buttons for the
 * platform, a mask and a close control. It lives in the address, so it opens, changes layer and
 * closes by links, with or without JavaScript; the add-to-home-screen instructions are a second layer
 * that replaces the main one.
 */
export default function DownloadPopup({
  data,
  layer,
  pathname,
  search,
}: {
  data: DownloadPopupData;
  layer: "main" | "home";
  pathname: string;
  search: string;
}) {
  const t = useT();
  const navigate = useNavigate();
  const closeHref = withParam(pathname, search, "download", null);
  const maskGuard = useMaskGuard();
  // Escape closes it like its close link.
  useEscapeKey(() => void navigate(closeHref, { replace: true, preventScrollReset: true }));
  // Closed (by Escape or a link), the focus goes back to the app icon that opens it, not to the top.
  useEffect(
    () => () => {
      const active = document.activeElement;
      if (!active || active === document.body || !active.isConnected)
        document.querySelector<HTMLElement>(".app-icon")?.focus();
    },
    [],
  );
  // Installed as a web app the add-to-home button is hidden by CSS (display-mode: standalone).
  const buttons = downloadButtons({ isIOS: data.isIOS, isSafari: data.isSafari, installed: false }).filter(
    (button) => button === "addToHomeScreen" || data[button] !== null,
  );
  return (
    <div className="download-popup">
      <Link
        to={closeHref}
        className="download-popup__mask"
        aria-hidden="true"
        tabIndex={-1}
        replace
        {...maskGuard}
      />
      <div
        className="download-popup__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="download-title"
      >
        {layer === "home" ? (
          <>
            <h2 id="download-title">{t("content.download.homeTitle")}</h2>
            <ol className="download-popup__steps">
              <li>{t("content.download.homeStep1")}</li>
              <li>{t("content.download.homeStep2")}</li>
            </ol>
            <Link to={withParam(pathname, search, "download", "1")} className="button button--ghost" replace>
              {t("content.download.back")}
            </Link>
          </>
        ) : (
          <>
            {data.icon ? (
              <img className="download-popup__icon" src={data.icon} alt="" width="64" height="64" />
            ) : null}
            <h2 id="download-title">{t("content.download.title")}</h2>
            <p>{t("content.download.offer")}</p>
            <Countdown endsAt={data.offerEndsAt} />
            {/* The bonus itself: the promotions of the app-download tab (shown while APP_DOWNLOAD is on). */}
            <Link to="/m/activity?tab=app_download" className="download-popup__bonus">
              {t("content.download.bonus")}
            </Link>
            {needsSafariAlert(data) ? (
              <p role="alert" className="download-popup__alert">
                {t("content.download.safariOnly")}
              </p>
            ) : null}
            {buttons.length === 0 ? <p>{t("games.home.noDownload")}</p> : null}
            <div className="download-popup__buttons">
              {buttons.map((button) => (
                <DownloadAction
                  key={button}
                  button={button}
                  data={data}
                  homeHref={withParam(pathname, search, "download", "home")}
                />
              ))}
            </div>
            {data.isIOS ? <p className="download-popup__note">{t("content.download.recommended")}</p> : null}
          </>
        )}
        <Link
          to={closeHref}
          className="icon-button download-popup__close"
          aria-label={t("content.download.close")}
          replace
        >
          <span aria-hidden="true">×</span>
        </Link>
      </div>
    </div>
  );
}

function DownloadAction({
  button,
  data,
  homeHref,
}: {
  button: DownloadButton;
  data: DownloadPopupData;
  homeHref: string;
}) {
  const t = useT();
  if (button === "addToHomeScreen")
    return (
      <Link
        to={homeHref}
        className="button button--ghost download-popup__a2hs"
        replace
        // Where the browser offers to install the web app (manifest and service worker), that is
        // the add-to-home-screen; elsewhere (iOS Safari) the link shows the steps.
        onClick={(event) => {
          if (!canPromptInstall()) return;
          event.preventDefault();
          promptInstall();
        }}
      >
        {t("content.download.addToHome")}
      </Link>
    );
  return (
    <a href={data[button] ?? undefined} className="button" rel="noopener noreferrer">
      {t(`content.download.${button}`)}
    </a>
  );
}

/** Days, hours, minutes and seconds to the offer's end, recalculated every second with JavaScript. */
function Countdown({ endsAt }: { endsAt: number }) {
  const t = useT();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const parts = countdownParts(endsAt, now);
  const units = [
    [parts.d, "content.download.days"],
    [parts.h, "content.download.hours"],
    [parts.m, "content.download.minutes"],
    [parts.s, "content.download.seconds"],
  ] as const;
  return (
    // A timer by role (not announced as it ticks): a plain paragraph may not carry a name (issue 62).
    <p className="download-popup__countdown" role="timer" aria-label={t("content.download.countdown")}>
      {units.map(([value, unit]) => (
        <span key={unit}>
          {/* The server's second and the browser's may differ by one at hydration. */}
          <strong suppressHydrationWarning>{String(value).padStart(2, "0")}</strong>
          {t(unit)}
        </span>
      ))}
    </p>
  );
}
