// Bank cards of the security centre (accounts §7 "bank card bind and list"): what a card number and a
// holder's name may be, and how a bound card is shown (never its whole number).

/** Mainland and Korean debit cards have 16 to 19 digits; spaces and hyphens are typing help. */
const CARD_DIGITS = /^\d{16,19}$/;
/** A name in any script: letters with spaces, dots, middle dots, apostrophes or hyphens between. */
const HOLDER_NAME = /^\p{L}[\p{L}\p{M} .·'-]{0,48}\p{L}$/u;

/** The digits of a typed card number ("6222 0212-3456" -> "62220212 3456" without separators). */
export function cardDigits(typed: string): string {
  return typed.replace(/[\s-]/g, "");
}

export function isCardNumber(typed: string): boolean {
  return CARD_DIGITS.test(cardDigits(typed));
}

export function isHolderName(typed: string): boolean {
  return HOLDER_NAME.test(typed.trim());
}

/** A bound card as lists show it: its last four digits behind a mask ("**** **** **** 7890"). */
export function maskedCardNumber(last4: string): string {
  return `**** **** **** ${last4}`;
}
