import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { downloadLayer, showsDownloadBar } from "~/domain/download";
import type { RootData } from "~/ui/root-data";
import { BottomMenu } from "./bottom-menu";
import { BackButton } from "./back-button";
import { SiteFooter } from "./site-footer";
import { PageTransition } from "./page-transition";
import { Toast } from "./toast";
import { TopBanner } from "./top-banner";
import { LanguageSwitch } from "./language-switch";
import { ThemeSwitch } from "./theme-switch";
import { HeaderAccount, MenuButton } from "./account/header-account";
import { HeaderEntries } from "./account/header-entries";
import { openDrawer } from "./account/drawer-side";
import { useEscapeClosesTargetPopup } from "./target-popups";
import { useT } from "./use-t";
import { AnnouncementPopup } from "./messages/announcement-popup";
import { RealityCheck } from "./reality-check";
import { usePageLayout } from "./page-layout";
import "~/styles/messages.css";
import { HOME_PATH } from "~/domain/paths";
import { TRIAL_TYPE } from "~/domain/visitor";
import { TrialViewer } from "./games/tile-viewer";
import { lazyChunk } from "./lazy-chunk";
import { whenIdle } from "./when-idle";

// Seldom open, each in its own chunk outside the first-load JavaScript (issue 24's budget).
const DownloadPopup = lazyChunk("download-popup", () =>
  import("./download-popup").then((module) => module.default),
);
// The site and member menus: opened by a tap, their chunk fetched once the page is idle (below).
const SideMenus = lazyChunk("side-menus", () =>
  import("./account/side-menus").then((module) => module.SideMenus),
);
const ContractDialog = lazyChunk("contract-dialog", () =>
  import("./account/contract-dialog").then((module) => module.ContractDialog),
);
// Needed from the first navigation on, never in the first render.
const LoadingFeedback = lazyChunk(
  "loading-feedback",
  () => import("./loading-toast").then((module) => module.LoadingFeedback),
  { afterHydration: true },
);

/** The frame around every page; which parts show is what the page's handle asks for (app/domain/page.ts). */
export function AppShell({
  pathname,
  root,
  children,
}: {
  pathname: string;
  root: RootData;
  children: React.ReactNode;
}) {
  const t = useT();
  const layout = usePageLayout(pathname);
  const { search } = useLocation();
  const drawer = openDrawer(search);
  const { home, headerLeft: left } = layout;
  useEscapeClosesTargetPopup();
  // The menus' code once the page is idle, so the first tap on a menu button opens it at once.
  useEffect(() => whenIdle(() => void SideMenus.preload()), []);
  const download = downloadLayer(search);
  // One dialog at a time on home: the contract question first, the announcements once it is answered.
  const [contractAnswered, setContractAnswered] = useState(false);
  const contractPath = home && !contractAnswered ? (root.account?.contractPath ?? null) : null;
  return (
    <div className={layout.bottomMenu ? "shell" : "shell shell--no-bottom-menu"}>
      {/* On home the content that matters is the games: the skip link lands there. */}
      <a className="skip-link" href={home ? "#games" : "#main"}>
        {t("app.skipToContent")}
      </a>
      {home &&
      showsDownloadBar({
        downloadEnabled: root.appDownloadEnabled,
        inApp: root.isApp,
        // An installed web app is hidden by CSS (display-mode: standalone): the server cannot tell.
        installedWebApp: false,
        hasLink: root.downloadUrl !== null,
        dismissed: root.downloadBarDismissed,
        requiresLogin: root.downloadBarNeedsLogin,
        loggedIn: root.session !== null,
      }) ? (
        <TopBanner downloadUrl={root.downloadUrl!} icon={root.downloadIcon} />
      ) : null}
      {layout.header ? (
        <header className="site-header">
          <div className="site-header__left">
            {left === "back" ? <BackButton target={layout.backTarget} /> : null}
            {/* The site menu (with the member section and sign out) opens from every header, not only home's. */}
            <MenuButton />
            {left === "logo" ? (
              // The mark is drawn by CSS: the link's only text is the site's name, so its accessible
              // name contains what is "visible" (Lighthouse label-content-name-mismatch).
              <Link to={HOME_PATH} className="logo">
                <span className="visually-hidden">{t("app.name")}</span>
              </Link>
            ) : null}
          </div>
          {/* Home has its own heading; its header is the logo and the account area. A page without a
              title (a game that did not start) has its own too: an empty h1 beside it was a second,
              empty heading (issue 62). */}
          {home || !layout.title ? <span /> : <h1 className="site-header__title">{t(layout.title)}</h1>}
          <div className="site-header__right">
            {home ? (
              <HeaderAccount root={root} />
            ) : (
              <>
                <HeaderEntries root={root} />
                <LanguageSwitch languages={root.languages} current={root.locale} compact />
                <ThemeSwitch theme={root.theme} />
              </>
            )}
          </div>
        </header>
      ) : null}
      <PageTransition>
        <main id="main" tabIndex={-1}>
          <TrialViewer.Provider value={root.session?.type === TRIAL_TYPE}>{children}</TrialViewer.Provider>
        </main>
      </PageTransition>
      {home ? <SiteFooter links={root.footerLinks} locale={root.locale} /> : null}
      {layout.bottomMenu ? <BottomMenu pathname={pathname} hidden={root.hiddenPages} /> : null}
      {drawer ? <SideMenus side={drawer} pathname={pathname} search={search} root={root} /> : null}
      {/* The operator's switch off, the address alone does not open it. */}
      {download && root.appDownloadEnabled ? (
        <DownloadPopup data={root.downloadPopup} layer={download} pathname={pathname} search={search} />
      ) : null}
      {contractPath ? <ContractDialog path={contractPath} onDone={() => setContractAnswered(true)} /> : null}
      {/* One layer at a time: the announcement waits while a drawer or the download popup is open. */}
      {home && !contractPath && !drawer && !download ? (
        <AnnouncementPopup serverPopup={root.popup} back={pathname} />
      ) : null}
      {root.flash ? <Toast key={root.flash.id} flash={root.flash} /> : null}
      <LoadingFeedback />
      {root.realityCheck ? <RealityCheck check={root.realityCheck} /> : null}
    </div>
  );
}
