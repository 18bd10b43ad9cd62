// System-status gate (games §2, §4): 0 normal page, 1 maintenance screen, 2 region-restriction screen.
export type SystemStatus = 0 | 1 | 2;

// Maintenance wins when both apply: the site is down for everybody, wherever they are.
export function systemStatus(status: { maintenance: boolean; regionRestriction: boolean }): SystemStatus {
  if (status.maintenance) return 1;
  return status.regionRestriction ? 2 : 0;
}
