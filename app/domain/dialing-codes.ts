// Country dialing codes offered by the pickers (login by SMS, mobile registration, phone reset); the
// first is the default. The spec names a picker but not its list; these are the merchant's markets.
export const DIALING_CODES = [
  { code: "86", country: "CN" },
  { code: "82", country: "KR" },
  { code: "81", country: "JP" },
  { code: "84", country: "VN" },
  { code: "63", country: "PH" },
  { code: "66", country: "TH" },
  { code: "55", country: "BR" },
  { code: "34", country: "ES" },
  { code: "1", country: "US" },
] as const;

export const DEFAULT_DIALING_CODE = DIALING_CODES[0].code;
