import { useEffect, useState } from "react";
import { useT } from "./use-t";

export type ToastMessage = { kind: "success" | "info" | "error"; messageKey: string };

/**
 * Default toast time (spec: 3 s); success toasts 1 s, info 2 s. Without JavaScript CSS hides it after 3 s.
 * When the time is up the toast leaves the screen but its text stays in the live region, so a
 * screen-reader user who was busy elsewhere can still find it. The parent keys it by the flash id, so a
 * new flash mounts a new toast.
 */
const DURATION_MS = { success: 1000, info: 2000, error: 3000 } as const;

export function Toast({ flash }: { flash: ToastMessage }) {
  const t = useT();
  const [open, setOpen] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setOpen(false), DURATION_MS[flash.kind]);
    return () => clearTimeout(timer);
  }, [flash]);
  return (
    <div
      className={open ? `toast toast--${flash.kind}` : "visually-hidden"}
      role={flash.kind === "error" ? "alert" : "status"}
    >
      {t(flash.messageKey, { defaultValue: flash.messageKey })}
    </div>
  );
}
