// In the head, so it works from the first paint: before hydration React has no handlers yet, and a
// language chosen in that moment was lost. One listener on window serves every select marked
// `data-autosubmit` before, during and after hydration, so the form is never sent twice. It listens
// in the capture phase, ahead of React's listener on the document: while a part of the page is
// still hydrating, React stops a change's propagation there and a bubbling listener never heard it
// (decision 0049). Without JavaScript the form's own Apply button sends it.
// Written into the head by root.tsx (InlineScript).
export const SUBMIT_ON_CHANGE = `addEventListener("change",function(e){var s=e.target,f=s&&s.form;if(!f||!s.matches("select[data-autosubmit]"))return;f.requestSubmit?f.requestSubmit():f.submit()},true)`;
