import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

export type ToastMessage = { kind: "success" | "info" | "error"; messageKey: string };

/**
 * Default toast time (spec: 3 s); success toasts 1 s, info 2 s. Without JavaScript CSS hides it after 3 s.
 * The parent keys it by message, so a new flash mounts a new toast.
 */
const DURATION_MS = { success: 1000, info: 2000, error: 3000 } as const;

export function Toast({ flash }: { flash: ToastMessage }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setOpen(false), DURATION_MS[flash.kind]);
    return () => clearTimeout(timer);
  }, [flash]);
  if (!open) return null;
  return (
    <div className={`toast toast--${flash.kind}`} role={flash.kind === "error" ? "alert" : "status"}>
      {t(flash.messageKey as never, { defaultValue: flash.messageKey })}
    </div>
  );
}
