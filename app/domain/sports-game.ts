// Embedded sports game (games §2, §4).
export const FRAME_RELOAD_MS = 150; // blank frame, then the launch address
export const FRAME_POST_LOAD_MS = 100; // loading ends this long after the frame loads

// Restored page: relaunch unless the frame already shows a real (http/https) address.
export function needsRelaunchOnRestore(frameSrc: string): boolean {
  return !/^https?:\/\//i.test(frameSrc);
}

// A message from the frame whose data carries relogin sends the user to /m/login.
export function isReloginMessage(data: unknown): boolean {
  return typeof data === "object" && data !== null && Boolean((data as { relogin?: unknown }).relogin);
}
