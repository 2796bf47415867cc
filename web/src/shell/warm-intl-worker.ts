// Makes one format of each kind the pages use (lib/format.ts, the design system's numbers), in
// the language it is sent, so ICU has loaded their data before the main thread asks (warm-intl.ts).
addEventListener("message", (event: MessageEvent<string>) => {
  const locale = event.data;
  new Intl.NumberFormat(locale, { notation: "compact", maximumFractionDigits: 1 }).format(1234);
  new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(0);
  new Intl.RelativeTimeFormat(locale, { numeric: "auto" }).format(-1, "day");
  postMessage("ready");
});
