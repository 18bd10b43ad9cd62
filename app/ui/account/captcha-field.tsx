import type { FieldMetadata } from "@conform-to/react";
import { FIELD_LIMITS } from "~/domain/registration";
import { TextField } from "../forms/field";
import { useT } from "../use-t";

export type CaptchaImage = { captchaId: string; image: string };

/** The captcha image, its one-time id and answer field; "new image" posts the form with intent=captcha. */
export function CaptchaField({
  captcha,
  field,
}: {
  captcha: CaptchaImage;
  field: FieldMetadata<string | undefined, Record<string, unknown>, string[]>;
}) {
  const t = useT();
  return (
    <div className="captcha">
      <input type="hidden" name="captchaId" value={captcha.captchaId} key={captcha.captchaId} />
      <TextField
        field={field}
        label={t("account.captcha.label")}
        required
        inputMode="numeric"
        maxLength={FIELD_LIMITS.captchaMax}
        autoComplete="off"
      />
      <div className="captcha__image">
        <img
          src={`data:image/png;base64,${captcha.image}`}
          alt={t("account.captcha.image")}
          width={108}
          height={54}
        />
        <button
          type="submit"
          name="intent"
          value="captcha"
          formNoValidate
          className="button button--secondary"
        >
          {t("account.captcha.refresh")}
        </button>
      </div>
    </div>
  );
}
