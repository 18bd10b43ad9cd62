import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { customerServiceUrl, leftMenuEntries, rightMenuEntries, type MenuEntry } from "~/domain/menus";
import type { SessionInfo } from "~/domain/visitor";
import type { RootData } from "~/ui/root-data";
import { LanguageSwitch } from "../language-switch";
import { ThemeSwitch } from "../theme-switch";
import { MemberId } from "./member-id";
import { withParam } from "./menu-href";
import { SignOutLink } from "./sign-out";
import { useDrawerKeys } from "./drawer-keys";
import { useMaskGuard } from "../mask-guard";
import { UnreadBadge } from "../messages/unread-badge";
import { useUnread } from "../messages/unread";
import { useT } from "../use-t";
import { lazyChunk } from "../lazy-chunk";
import type { DrawerSide } from "./drawer-side";

// Its own chunk: loaded when the left drawer opens, never with the page's first JavaScript.
const LeftMenuExtras = lazyChunk("left-menu-extras", () =>
  import("./left-menu-extras").then((module) => module.default),
);

function Entries({ entries, csUrl }: { entries: MenuEntry[]; csUrl?: string }) {
  const t = useT();
  const unread = useUnread();
  return (
    <ul>
      {entries.map((entry) => (
        <li key={entry.key}>
          {entry.key === "signOut" ? (
            <SignOutLink />
          ) : entry.key === "customerService" ? (
            csUrl ? (
              <a href={csUrl} target="_blank" rel="noopener noreferrer">
                {t("account.menu.customerService")}
              </a>
            ) : null
          ) : (
            <Link to={entry.to!}>
              {t(entry.labelKey)}
              {/* The total unread (accounts §3) on the member's message entries. */}
              {entry.key === "messages" || entry.key === "webEmail" ? (
                <UnreadBadge
                  count={entry.key === "messages" ? (unread?.total ?? 0) : (unread?.inboxUnreadCount ?? 0)}
                />
              ) : null}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

function Drawer({
  side,
  label,
  close,
  children,
  foot,
}: {
  side: DrawerSide;
  label: string;
  close: string;
  children: React.ReactNode;
  /** Kept at the drawer's foot, outside the part that scrolls (nothing is ever under it). */
  foot?: React.ReactNode;
}) {
  const t = useT();
  const ref = useRef<HTMLElement>(null);
  const closing = useDrawerKeys(side, close);
  const guard = useMaskGuard(closing);
  // Focus moves into the drawer when it opens (with JavaScript; without, the page loads with it open).
  useEffect(() => ref.current?.focus(), []);
  return (
    <>
      <Link to={close} className="drawer-scrim" aria-hidden="true" tabIndex={-1} {...guard} />
      <nav ref={ref} className={`drawer drawer--${side}`} aria-label={label} tabIndex={-1}>
        <div className="drawer__head">
          <h2>{label}</h2>
          <Link
            to={close}
            className="icon-button"
            aria-label={t("account.header.closeMenu")}
            onClick={closing}
          >
            <span aria-hidden="true">×</span>
          </Link>
        </div>
        <div className="drawer__body">{children}</div>
        {foot}
      </nav>
    </>
  );
}

/**
 * The member's avatar (accounts §2 "Header: avatar, VIP label, nickname"): the picture they uploaded
 * on My account, else a generic figure. Beside the name, so it says nothing of its own (alt="").
 */
function MemberAvatar({ src }: { src: string | null }) {
  if (src) {
    return (
      <span className="avatar">
        <img className="avatar__image" src={src} alt="" width="32" height="32" />
      </span>
    );
  }
  return (
    <span className="avatar" aria-hidden="true">
      <svg viewBox="0 0 24 24" width="32" height="32">
        <circle cx="12" cy="8" r="4" fill="currentColor" />
        <path d="M4 21a8 8 0 0 1 16 0" fill="currentColor" />
      </svg>
    </span>
  );
}

export function SideMenus({
  side,
  pathname,
  search,
  root,
}: {
  side: DrawerSide;
  pathname: string;
  search: string;
  root: RootData;
}) {
  const t = useT();
  const close = withParam(pathname, search, "menu", null);
  const hidden = new Set(root.hiddenPages);
  const session: SessionInfo | null = root.session;
  const account = root.account;
  if (side === "right") {
    return (
      <Drawer side="right" label={t("account.menu.right")} close={close}>
        {account ? (
          <div className="drawer__member">
            <MemberAvatar src={account.avatarSrc} />
            <div className="drawer__member-text">
              <p className="drawer__name">
                <strong>{account.nickname}</strong>
                {account.vipLabel ? <span className="vip-label">{account.vipLabel}</span> : null}
              </p>
              <MemberId id={account.id} />
            </div>
          </div>
        ) : (
          <p className="account-links">
            <Link to="/m/login" className="button">
              {t("account.header.login")}
            </Link>
            <Link to="/m/register" className="button button--ghost">
              {t("account.header.register")}
            </Link>
          </p>
        )}
        <Entries
          entries={rightMenuEntries({ session, hidden })}
          csUrl={customerServiceUrl(root.serviceLinks) ?? undefined}
        />
      </Drawer>
    );
  }
  const menu = leftMenuEntries({ session, hidden, referralEnabled: root.referralEnabled });
  return (
    <Drawer
      side="left"
      label={t("account.menu.left")}
      close={close}
      foot={
        <>
          {/* Pinned to the drawer's foot: with a member's long menu, Sign out was half below the fold. */}
          <div className="drawer__foot">
            <div className="drawer__settings">
              <LanguageSwitch languages={root.languages} current={root.locale} />
              <ThemeSwitch theme={root.theme} />
            </div>
            {menu.showLogout ? (
              <Entries entries={[{ key: "signOut", labelKey: "account.menu.signOut" }]} />
            ) : null}
          </div>
        </>
      }
    >
      <Entries entries={menu.destinations} />
      <LeftMenuExtras initial={root.leftMenu} locale={root.locale} />
      {menu.memberSection.length > 0 ? (
        <>
          <h3>{t("account.menu.memberSection")}</h3>
          <Entries entries={menu.memberSection} />
        </>
      ) : null}
      <ul>
        {root.serviceLinks
          .filter((l) => l.csType === "FACEBOOK" || l.csType === "YOUTUBE")
          .map((l) => (
            <li key={l.csType}>
              <a href={l.url} target="_blank" rel="noopener noreferrer">
                {l.title}
              </a>
            </li>
          ))}
      </ul>
    </Drawer>
  );
}
