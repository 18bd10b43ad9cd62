// What the reality check shows (root data, /resources/reality-check): its own module, so the check and
// its lazily loaded dialog share it without importing each other.
export type RealityCheckData = {
  due: boolean;
  minutesPlayed: number;
  netResultCents: number;
  dueInMs: number;
};
