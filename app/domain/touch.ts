// The touch helper's timings (accounts §9: "press delay 130 ms, long press 370 ms, press-out delay
// 100 ms, 10 px tolerance. Dialog mask clicks within 300 ms of opening ignored"). The pressed look's
// delays are the stylesheet's (app.css `--press-delay`, `--press-out-delay`); no control of the spec
// has a long-press action, so 370 ms and the 10 px tolerance name nothing here (decision 0071).

/** A tap on a dialog's or drawer's mask this soon after it opened is the opening tap's echo: ignored. */
export const MASK_GUARD_MS = 300;

/** Whether a tap on the mask closes: only once MASK_GUARD_MS have passed since it opened. */
export const maskTapCloses = (openedAt: number, now: number) => now - openedAt >= MASK_GUARD_MS;
