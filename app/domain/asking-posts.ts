// Posts that only ask for something to be sent: a new captcha picture ("New image") or an SMS code
// ("Get code"). They change nothing the page's loader or the root's reads (session, balance, toast),
// so the page's data is not loaded again after them. When it was, the form's buttons stayed busy a
// moment after "Code sent" showed, and Enter pressed in the code's field then sent nothing.

/** The intents of the account forms' asking buttons (app/ui/account/sms-code-button, captcha-field). */
const ASKING_INTENTS: ReadonlySet<string> = new Set(["captcha", "sendCode"]);

/** True for a post whose intent only asks for a picture or a code. */
export function onlyAsks(formData: FormData | undefined): boolean {
  return isAskingIntent(formData?.get("intent"));
}

/** True for the intent of an asking button ("New image", "Get code"). */
export function isAskingIntent(intent: unknown): boolean {
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

const askedBy = (intent: unknown) => (isAskingIntent(intent) ? ASKED_FIELDS[intent as string] : null);

/** The part of conform's submission result an asking post's answer changes. */
type Reported = {
  fields?: string[];
  error?: Record<string, unknown> | null;
  state?: { validated?: Record<string, boolean> };
};

/**
 * An asking post's result: it reports only the fields it asked about, and every other field it
 * carries, unless refused, goes back to not validated (checked again when left or on submit). After
 * "Get code" the picture is a new one and its field empty: it waits for the player too.
 */
export function askedResult<R extends Reported>(intent: unknown, result: R): R {
  const asked = askedBy(intent);
  if (!asked || !result.fields) return result;
  const refused = (name: string) => Boolean(result.error?.[name]);
  const waiting = result.fields.filter((name) => !asked.includes(name) && !refused(name));
  return {
    ...result,
    fields: result.fields.filter((name) => asked.includes(name) || refused(name)),
    state: {
      ...result.state,
      validated: { ...result.state?.validated, ...Object.fromEntries(waiting.map((name) => [name, false])) },
    },
  };
}
