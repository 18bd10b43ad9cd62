// Rates (rebates, quotas, dividend and contract tiers; issue 48 item 15): one format on every page,
// in percent with one decimal, in the visitor's locale like money (decision 0036): "1.0%", "1.8%",
// "2.0%" in English, "2,0 %" in Spanish. A missing rate is a dash.
const formats = new Map<string, Intl.NumberFormat>();

function formatOf(locale: string): Intl.NumberFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: "percent",
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    formats.set(locale, format);
  }
  return format;
}

/** A rate given in percent (1.8 is 1.8 %) as the pages show it. */
export function formatRate(percent: number | null, locale: string): string {
  return percent === null ? "–" : formatOf(locale).format(percent / 100);
}
