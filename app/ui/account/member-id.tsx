import { useState } from "react";
import { Toast } from "../toast";
import { useHydrated } from "../use-hydrated";
import { useT } from "../use-t";

/** The member ID, selectable; with JavaScript a copy button confirms with a toast. */
export function MemberId({ id }: { id: number }) {
  const t = useT();
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(0);
  return (
    <p className="member-id">
      <span>
        {t("account.menu.memberId")}: <span>{id}</span>
      </span>
      {hydrated ? (
        <button
          type="button"
          className="icon-button"
          aria-label={t("account.menu.copyId")}
          onClick={() => navigator.clipboard.writeText(String(id)).then(() => setCopied((n) => n + 1))}
        >
          {/* Drawn, not a "⧉" glyph: phone fonts often lack it (an empty box). */}
          <svg
            viewBox="0 0 24 24"
            width="18"
            height="18"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <rect x="9" y="9" width="11" height="11" rx="2" />
            <path d="M5 15V6a2 2 0 0 1 2-2h9" />
          </svg>
        </button>
      ) : null}
      {copied > 0 ? (
        <Toast key={copied} flash={{ kind: "success", messageKey: "account.in_copy_success" }} />
      ) : null}
    </p>
  );
}
