// Country dialing codes offered by the pickers (login by SMS, mobile registration, phone reset); the
// first is the default. The merchant's list comes from the platform (accounts §7 "System country").

export type DialingCode = { code: string; country: string };

/** Offered when the platform's list cannot be had: the reference merchant's first markets. */
export const DIALING_CODES: readonly DialingCode[] = [
  { code: "86", country: "CN" },
  { code: "82", country: "KR" },
  { code: "81", country: "JP" },
  { code: "84", country: "VN" },
  { code: "63", country: "PH" },
  { code: "66", country: "TH" },
  { code: "55", country: "BR" },
  { code: "34", country: "ES" },
  { code: "1", country: "US" },
];

export const DEFAULT_DIALING_CODE = DIALING_CODES[0].code;

/** The pickers' list from the platform's countries, in its order; the fallback when it has none. */
export function dialingCodesOf(
  countries: ReadonlyArray<{ countryCode: string; dialingCode: string }> | null,
): readonly DialingCode[] {
  if (!countries?.length) return DIALING_CODES;
  return countries.map((c) => ({ code: c.dialingCode, country: c.countryCode }));
}
