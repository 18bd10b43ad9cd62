// Posts that only ask for something to be sent: a new captcha picture ("New image") or an SMS code
// ("Get code"). They change nothing the page's loader or the root's reads (session, balance, toast),
// so the page's data is not loaded again after them. When it was, the form's buttons stayed busy a
// moment after "Code sent" showed, and Enter pressed in the code's field then sent nothing.

/** The intents of the account forms' asking buttons (app/ui/account/sms-code-button, captcha-field). */
const ASKING_INTENTS: ReadonlySet<string> = new Set(["captcha", "sendCode"]);

/** True for a post whose intent only asks for a picture or a code. */
export function onlyAsks(formData: FormData | undefined): boolean {
  const intent = formData?.get("intent");
  return typeof intent === "string" && ASKING_INTENTS.has(intent);
}

/**
 * The fields an asking post concerns: "Get code" checks the phone, "New image" nothing. A submit
 * marks every field it reports as validated (conform), so one that reported them all made the
 * password, its confirmation and the picture's digits show errors before the player reached them
 * (issue 49): an asking post's answer reports only these, plus whatever it refused.
 */
const ASKED_FIELDS: Readonly<Record<string, readonly string[]>> = {
  captcha: [],
  sendCode: ["countryDialingCode", "mobileNum"],
};

/** `fields` narrowed to what the post's intent asked about (all of them for any other post). */
export function askedFields(intent: unknown, fields: readonly string[]): string[] {
  const asked = typeof intent === "string" && ASKING_INTENTS.has(intent) ? ASKED_FIELDS[intent] : null;
  return asked ? fields.filter((name) => asked.includes(name)) : [...fields];
}
