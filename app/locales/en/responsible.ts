/** English texts of responsible gambling (the "responsible" namespace): the page, refusals, reality check. */
const responsible = {
  title: "Responsible gaming",
  intro:
    "Set limits that suit you. A lower limit applies at once; a higher one, or removing a limit, takes effect after 24 hours.",
  inForce: "In force: {{value}}",
  noLimit: "No limit",
  pending: "Changes to {{value}} on {{at}}",
  save: "Save",
  remove: "Remove limit",
  deposit: {
    heading: "Deposit limits",
    used: "Deposited: {{amount}}",
  },
  loss: {
    heading: "Loss limits",
    hint: "Net loss of your game play (stakes less wins) in the period.",
    used: "Lost: {{amount}}",
  },
  period: { day: "Per day", week: "Per week", month: "Per month" },
  amount: "Amount",
  session: {
    heading: "Session time limit",
    hint: "Counted from your login. When the time is up, games do not start until you log in again.",
    minutes: "Minutes",
    value: "{{count}} minutes",
  },
  reality: {
    heading: "Reality check",
    hint: "Every so many minutes of play, we show how long you have played and your net result.",
    interval: "Remind me",
    off: "Off",
    every: "Every {{count}} minutes",
    title: "Reality check",
    played: "You have played for {{count}} minutes since you logged in.",
    result: "Net result since then: {{amount}}",
    continue: "Continue playing",
    stop: "Stop and log out",
  },
  break: {
    heading: "Take a break",
    hint: "Logging in, deposits and games are closed for the time you choose. A break cannot be ended early.",
    length: "Length",
    "24h": "24 hours",
    "7d": "7 days",
    "30d": "30 days",
    submit: "Take a break",
  },
  exclusion: {
    heading: "Self-exclusion",
    hint: "Closes your account to logging in, deposits and games for 6 months or more. It cannot be undone early.",
    length: "Length",
    months: "{{count}} months",
    submit: "Exclude me",
  },
  confirm: {
    title: "Please confirm",
    break: "From now until {{until}} you cannot log in, deposit or play. The break cannot be ended early.",
    selfExclusion:
      "From now until {{until}} you cannot log in, deposit or play. Self-exclusion cannot be undone early.",
    yes: "Yes, start now",
    cancel: "Cancel",
  },
  started: "Your break has started. You have been logged out.",
  saved: "Saved.",
  savedRaise: "Saved. The higher limit takes effect after 24 hours.",
  invalid: "Please enter a whole number of 0 or more.",
  failed: "This could not be saved. Please try again later.",
  range: {
    money: "Enter an amount from {{min}} to {{max}}.",
    session: "Enter a whole number of minutes from {{min}} to {{max}}.",
  },
  refused: {
    break: "Your account is on a break until {{until}}. You cannot log in, deposit or play before then.",
    selfExclusion:
      "Your account is self-excluded until {{until}}. You cannot log in, deposit or play before then.",
    loss: {
      day: "You have reached your daily loss limit. Games open again on {{until}}.",
      week: "You have reached your weekly loss limit. Games open again on {{until}}.",
      month: "You have reached your monthly loss limit. Games open again on {{until}}.",
    },
    session:
      "You have reached your session time limit. Please take a rest; games open again at your next login.",
    deposit: {
      day: "This deposit is over your daily deposit limit. You can deposit up to {{remaining}} more until {{until}}.",
      week: "This deposit is over your weekly deposit limit. You can deposit up to {{remaining}} more until {{until}}.",
      month:
        "This deposit is over your monthly deposit limit. You can deposit up to {{remaining}} more until {{until}}.",
    },
    limits: "Change your limits",
  },
};
export default responsible;

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
/** Every language has every key. */
export type ResponsibleTexts = Shape<typeof responsible>;
