import { useEffect, useState } from "react";
import { TOAST_MS, toastDurationOf, type ToastKind } from "~/domain/toast";
import { useT } from "./use-t";

export type ToastMessage = { kind: ToastKind; messageKey: string };

/**
 * A toast for the spec's time (app/domain/toast.ts: success 1 s, info 2 s, default 3 s, long 8 s…),
 * named by its `data-duration`; without JavaScript the CSS rule of that name hides it as late. When
 * the time is up the toast leaves the screen but its text stays in the live region, so a
 * screen-reader user who was busy elsewhere can still find it. The parent keys it by the flash id,
 * so a new flash mounts a new toast.
 */
export function Toast({ flash }: { flash: ToastMessage }) {
  const t = useT();
  const [open, setOpen] = useState(true);
  const duration = toastDurationOf(flash);
  useEffect(() => {
    const timer = setTimeout(() => setOpen(false), TOAST_MS[duration]);
    return () => clearTimeout(timer);
  }, [flash, duration]);
  return (
    <div
      className={open ? `toast toast--${flash.kind}` : "visually-hidden"}
      data-duration={duration}
      role={flash.kind === "error" ? "alert" : "status"}
    >
      {t(flash.messageKey, { defaultValue: flash.messageKey })}
    </div>
  );
}
