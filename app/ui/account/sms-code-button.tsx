import { useEffect, useState } from "react";
import { useI18n, useT } from "../use-t";
import { localeTag } from "~/domain/locale-format";
import { codeCountdownEnd } from "~/domain/registration";
import { useHydrated } from "../use-hydrated";
import { usePosting } from "../forms/submit-button";

/** A sent code: the platform's tells how long it lives; the phone-verification provider's does not. */
export type CodeSent = {
  sentAt: number;
  expiredMinutes?: number;
  expirationTime?: number;
  byProvider?: boolean;
};

/**
 * "Get code" posts the form with intent=sendCode (the action validates only the phone). After a send
 * it counts down expiredMinutes x 60 s (1 minute for the provider's code) with JavaScript. Its
 * status line says until when the platform's code is valid, or only that the provider's code was
 * sent: the provider tells no code life.
 */
export function SmsCodeButton({ sent, disabled }: { sent?: CodeSent | null; disabled?: boolean }) {
  const t = useT();
  const i18n = useI18n();
  const hydrated = useHydrated();
  // While a post is in flight the button waits: a second tap would use the picture's digits again
  // and answer "wrong digits" over the code the first tap sent.
  const posting = usePosting();
  // How long the code counts down; in the browser it runs from when the answer arrived there, not
  // from the server's clock, which the phone's may not agree with.
  const span = sent ? codeCountdownEnd(sent, 0) : 0;
  const [clock, setClock] = useState<{ sent: CodeSent; at: number; now: number } | null>(null);
  useEffect(() => {
    if (!sent) return;
    const at = Date.now();
    const tick = () => setClock({ sent, at, now: Date.now() });
    const first = setTimeout(tick, 0);
    // Cleared when the form goes away (spec: timer cleared on leaving the form).
    const timer = setInterval(tick, 500);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [sent]);
  const current = clock?.sent === sent ? clock : null;
  const until = (current ? current.at : (sent?.sentAt ?? 0)) + span;
  const seconds = current ? Math.max(0, Math.ceil((until - current.now) / 1000)) : Math.ceil(span / 1000);
  const counting = hydrated && seconds > 0;
  return (
    <div className="sms-code">
      <button
        type="submit"
        name="intent"
        value="sendCode"
        formNoValidate
        className="button button--secondary"
        disabled={disabled || counting || posting}
        aria-busy={posting || undefined}
      >
        {counting ? t("account.sms.resend", { seconds }) : t("account.sms.send")}
      </button>
      {sent ? (
        <p className="sms-code__status" role="status" suppressHydrationWarning>
          {/* The provider tells no code life: its code is only said sent (in_sms_send). */}
          {sent.byProvider
            ? t("account.in_sms_send")
            : t("account.sms.validUntil", {
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
