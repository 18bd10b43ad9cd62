import { useEffect, useState } from "react";
import { useI18n, useT } from "../use-t";
import { localeTag } from "~/domain/locale-format";
import { smsCountdownSeconds } from "~/domain/registration";
import { useHydrated } from "../use-hydrated";

export type CodeSent = { sentAt: number; expiredMinutes?: number };

/**
 * "Get code" posts the form with intent=sendCode (the action validates only the phone). After a send
 * it counts down expiredMinutes x 60 s with JavaScript; without, it says until when the code is valid.
 */
export function SmsCodeButton({ sent, disabled }: { sent?: CodeSent | null; disabled?: boolean }) {
  const t = useT();
  const i18n = useI18n();
  const hydrated = useHydrated();
  const until = sent ? sent.sentAt + smsCountdownSeconds(sent.expiredMinutes) * 1000 : 0;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!sent) return;
    // Cleared when the form goes away (spec: timer cleared on leaving the form).
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, [sent]);
  const seconds = Math.max(0, Math.ceil((until - now) / 1000));
  const counting = hydrated && seconds > 0;
  return (
    <div className="sms-code">
      <button
        type="submit"
        name="intent"
        value="sendCode"
        formNoValidate
        className="button button--secondary"
        disabled={disabled || counting}
      >
        {counting ? t("account.sms.resend", { seconds }) : t("account.sms.send")}
      </button>
      {sent ? (
        <p className="sms-code__status" role="status" suppressHydrationWarning>
          {t("account.sms.validUntil", {
            time: new Date(until).toLocaleTimeString(localeTag(i18n.language), {
              hour: "2-digit",
              minute: "2-digit",
            }),
          })}
        </p>
      ) : null}
    </div>
  );
}
