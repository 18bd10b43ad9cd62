// In the head, so it works from the first paint: before hydration React has no handlers yet, and a
// language chosen in that moment was lost (a js e2e saw `lang` stay "en"). One listener on the
// document serves every select marked `data-autosubmit` before and after hydration, so the form is
// never sent twice. Without JavaScript the form's own Apply button sends it.
// It listens in the capture phase on window, ahead of React's listener on the document: while a part
// of the page is still hydrating, React stops a discrete event's propagation (it replays it to its
// own handlers only), and a bubbling listener never heard the change (reproduced with the CPU slowed
// 20 times: one choice in two was lost; CI saw it once).
// Written into the head by root.tsx (InlineScript).
export const SUBMIT_ON_CHANGE = `addEventListener("change",function(e){var s=e.target,f=s&&s.form;if(!f||!s.matches("select[data-autosubmit]"))return;f.requestSubmit?f.requestSubmit():f.submit()},true)`;
