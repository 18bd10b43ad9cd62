// Who looks at the game tiles (trial-refusal.ts): set once by the app shell from the session, so a
// hundred tiles need not each read the root data (and render outside a data router in tests).
import { createContext } from "react";

/** Whether the visitor is a trial player: their tiles without trial play lead to registration. */
export const TrialViewer = createContext(false);
