import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { FieldSetting } from "~/domain/account-forms";
import { ErrorSummary, FieldErrors, FormAnswer, TextField } from "~/ui/forms/field";
import type { FormShape } from "~/ui/forms/form-shape";
import { SubmitButton } from "~/ui/forms/submit-button";
import { useFundsPasswordFormat } from "~/ui/security/funds-password-format";
import { ItemList } from "~/ui/security/item-list";
import { SecretField } from "~/ui/security/secret-field";
import { useBrowserChecks, validateWith, type BrowserChecks } from "~/ui/forms/lazy-checks";
import type { z } from "zod";
import { SelectField } from "~/ui/security/select-field";
import { useT } from "~/ui/use-t";
import type { Route } from "./+types/security-center";
import type { Intent, FormState } from "./security-center";

/** Each form's fields as they appear: the first one an answer refuses takes the focus. */
const ORDER: Record<Intent, string[]> = {
  setFundsPassword: ["loginPassword", "fundsPassword", "confirmFundsPassword"],
  resetFundsPassword: ["loginPassword", "answer", "fundsPassword", "confirmFundsPassword"],
  bindCard: ["holder", "bankCode", "cardNumber", "fundsPassword"],
  setQuestion: ["questionKey", "answer", "loginPassword"],
};

/** Each form's schema in the browser, by the builders the action uses (loaded beside the page). */
function schemaOf(intent: Intent, state: FormState, builders: BrowserChecks): z.ZodType {
  const { config, paymentPassword } = state;
  const { bankCardSchema, fundsPasswordResetSchema, fundsPasswordSetSchema, securityQuestionSchema } =
    builders;
  switch (intent) {
    case "setFundsPassword":
      return fundsPasswordSetSchema(paymentPassword);
    case "resetFundsPassword":
      return fundsPasswordResetSchema(paymentPassword, config.questionKey !== null);
    case "bindCard":
      return bankCardSchema(config.banks.map((b) => b.code));
    case "setQuestion":
      return securityQuestionSchema(config.questionKeys);
  }
}

/**
 * All the form takes: the page's data (app/ui/forms/deferred-form.tsx) and what the page's module
 * shares with it (deferredPage).
 */
type FormProps = Pick<Route.ComponentProps, "loaderData" | "actionData"> & { secrets: string[] };

export default function SecurityCenterForm({ loaderData, actionData, secrets }: FormProps) {
  const t = useT();
  const { config, cards } = loaderData;
  const { paymentPassword } = loaderData;
  const answerFor = (intent: Intent) => (actionData?.intent === intent ? actionData.result : undefined);
  const state = { config, paymentPassword };
  return (
    <section className="account-page security-page">
      <section className="security-block" aria-labelledby="login-password">
        <h2 id="login-password">{t("security.center.loginPassword")}</h2>
        <p className="security-row">
          <span>{t("security.center.loginPasswordHint")}</span>
          <Link to="/m/changePsw" className="button button--secondary">
            {t("security.center.change")}
          </Link>
        </p>
      </section>

      <section className="security-block" aria-labelledby="funds-password">
        <h2 id="funds-password">
          {t("security.center.fundsPassword")}{" "}
          <span
            className={`security-state security-state--${config.fundsPasswordSet ? "approved" : "pending"}`}
          >
            {t(config.fundsPasswordSet ? "security.center.isSet" : "security.center.notSet")}
          </span>
        </h2>
        <p className="security-hint">{t("security.center.fundsPasswordHint")}</p>
        {config.fundsPasswordSet ? (
          <Fold
            title={t("security.center.resetFundsPassword")}
            open={answerFor("resetFundsPassword") !== undefined}
          >
            <p className="security-hint">{t("security.center.resetIntro")}</p>
            <SecurityForm
              intent="resetFundsPassword"
              state={state}
              answer={answerFor("resetFundsPassword")}
              secrets={secrets}
            >
              {(fields) => (
                <>
                  <LoginPasswordField field={fields.loginPassword} />
                  {config.questionKey ? (
                    <TextField
                      field={fields.answer}
                      label={`${t("security.field.answer")}: ${t(`security.questions.${config.questionKey}`, { defaultValue: config.questionKey })}`}
                      autoComplete="off"
                      maxLength={100}
                    />
                  ) : null}
                  <NewFundsPasswordFields fields={fields} setting={paymentPassword} />
                  <SubmitButton>{t("security.center.saveFundsPassword")}</SubmitButton>
                </>
              )}
            </SecurityForm>
          </Fold>
        ) : (
          <SecurityForm
            intent="setFundsPassword"
            state={state}
            answer={answerFor("setFundsPassword")}
            secrets={secrets}
          >
            {(fields) => (
              <>
                <LoginPasswordField field={fields.loginPassword} />
                <NewFundsPasswordFields fields={fields} setting={paymentPassword} />
                <SubmitButton>{t("security.center.setFundsPassword")}</SubmitButton>
              </>
            )}
          </SecurityForm>
        )}
      </section>

      <section className="security-block" aria-labelledby="bank-cards">
        <h2 id="bank-cards">{t("security.center.bankCards")}</h2>
        <ItemList items={cards} empty={t("security.center.noCards")}>
          {(c) => (
            <>
              <span>
                <strong>{c.bankName}</strong> {c.holder}
              </span>
              <span className="security-card-number">{c.number}</span>
            </>
          )}
        </ItemList>
        {config.fundsPasswordSet ? (
          <Fold
            title={t("security.center.bindCard")}
            open={cards.length === 0 || answerFor("bindCard") !== undefined}
          >
            <SecurityForm intent="bindCard" state={state} answer={answerFor("bindCard")} secrets={secrets}>
              {(fields) => (
                <>
                  <TextField
                    field={fields.holder}
                    label={t("security.field.holder")}
                    autoComplete="cc-name"
                    maxLength={50}
                  />
                  <SelectField
                    field={fields.bankCode}
                    label={t("security.field.bank")}
                    placeholder={t("security.field.chooseBank")}
                    options={config.banks.map((b) => ({ value: b.code, label: b.name }))}
                  />
                  <TextField
                    field={fields.cardNumber}
                    label={t("security.field.cardNumber")}
                    inputMode="numeric"
                    autoComplete="cc-number"
                    maxLength={23}
                  />
                  <SecretField
                    field={fields.fundsPassword}
                    label={t("security.field.fundsPassword")}
                    digits
                  />
                  <SubmitButton>{t("security.center.bindCard")}</SubmitButton>
                </>
              )}
            </SecurityForm>
          </Fold>
        ) : (
          <p className="security-hint">{t("security.center.cardsNeedFundsPassword")}</p>
        )}
      </section>

      <section className="security-block" aria-labelledby="security-question">
        <h2 id="security-question">{t("security.center.question")}</h2>
        <p className="security-hint">
          {config.questionKey
            ? t("security.center.questionSet", {
                question: t(`security.questions.${config.questionKey}`, { defaultValue: config.questionKey }),
              })
            : t("security.center.questionNotSet")}
        </p>
        <Fold
          title={t(config.questionKey ? "security.center.changeQuestion" : "security.center.saveQuestion")}
          open={config.questionKey === null || answerFor("setQuestion") !== undefined}
        >
          <SecurityForm
            intent="setQuestion"
            state={state}
            answer={answerFor("setQuestion")}
            secrets={secrets}
          >
            {(fields) => (
              <>
                <SelectField
                  field={fields.questionKey}
                  label={t("security.field.question")}
                  placeholder={t("security.field.chooseQuestion")}
                  options={config.questionKeys.map((key) => ({
                    value: key,
                    label: t(`security.questions.${key}`, { defaultValue: key }),
                  }))}
                />
                <TextField
                  field={fields.answer}
                  label={t("security.field.answer")}
                  autoComplete="off"
                  maxLength={100}
                />
                <LoginPasswordField field={fields.loginPassword} />
                <SubmitButton>{t("security.center.saveQuestion")}</SubmitButton>
              </>
            )}
          </SecurityForm>
        </Fold>
      </section>
    </section>
  );
}

/**
 * A form folded under its title (a native disclosure, so it opens without JavaScript too); open when
 * the member has nothing yet to keep, and after a refused answer so its errors show.
 */
function Fold({ title, open, children }: { title: string; open: boolean; children: ReactNode }) {
  return (
    <details className="security-fold" open={open}>
      <summary>{title}</summary>
      {children}
    </details>
  );
}

type Fields = ReturnType<typeof useForm<FormShape>>[1];

/** One of the centre's forms: its own id and schema, and the action's answer when it was this form's. */
function SecurityForm({
  intent,
  state,
  answer,
  secrets,
  children,
}: {
  intent: Intent;
  /** The fields never sent back (the page's module names them for its action too). */
  secrets: string[];
  state: FormState;
  answer?: SubmissionResult<string[]>;
  children: (fields: Fields) => ReactNode;
}) {
  const navigation = useNavigation();
  const { config, paymentPassword } = state;
  const checks = useBrowserChecks();
  const [form, fields] = useForm<FormShape>({
    id: intent,
    lastResult: answer,
    onValidate: validateWith(checks, (c) => schemaOf(intent, { config, paymentPassword }, c)),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <FormAnswer.Provider value={{ answer, secrets, order: ORDER[intent] }}>
      <Form
        method="post"
        {...getFormProps(form)}
        noValidate
        className="account-form"
        aria-busy={navigation.state === "submitting"}
      >
        <ErrorSummary />
        <FieldErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value={intent} />
        {children(fields)}
      </Form>
    </FormAnswer.Provider>
  );
}

function LoginPasswordField({ field }: { field: Fields[string] }) {
  const t = useT();
  return (
    <SecretField field={field} label={t("security.field.loginPassword")} autoComplete="current-password" />
  );
}

function NewFundsPasswordFields({ fields, setting }: { fields: Fields; setting: FieldSetting }) {
  const t = useT();
  const format = useFundsPasswordFormat(setting);
  return (
    <>
      <SecretField
        field={fields.fundsPassword}
        label={t("security.field.newFundsPassword")}
        digits
        autoComplete="new-password"
        format={format}
      />
      <SecretField
        field={fields.confirmFundsPassword}
        label={t("security.field.confirmFundsPassword")}
        digits
        autoComplete="new-password"
      />
    </>
  );
}
