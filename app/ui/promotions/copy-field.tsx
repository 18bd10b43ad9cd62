import { useId, useState } from "react";
import { useHydrated } from "../use-hydrated";
import { Toast } from "../toast";
import { useT } from "../use-t";

/** A read-only, selectable value (copy by hand without JavaScript); with it, a copy button and a toast. */
export function CopyField({ label, value }: { label: string; value: string }) {
  const t = useT();
  const id = useId();
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(0);
  return (
    <div className="copy-field">
      <label htmlFor={id}>{label}</label>
      <div className="copy-field__row">
        <input id={id} readOnly value={value} onFocus={(event) => event.currentTarget.select()} />
        {hydrated ? (
          <button
            type="button"
            className="button"
            onClick={() => navigator.clipboard.writeText(value).then(() => setCopied((n) => n + 1))}
          >
            {t("content.share.copy")}
          </button>
        ) : null}
      </div>
      {copied > 0 ? (
        <Toast key={copied} flash={{ kind: "success", messageKey: "account.in_copy_success" }} />
      ) : null}
    </div>
  );
}
