/**
 * Conform checks a field (on blur, on input) by submitting its form with a hidden "__intent__" button;
 * only the player's own submit (the Save button, Enter) comes without one. A check that answers with
 * a prompt belongs to that submit alone: run on a field check, it opened a modal dialog while the
 * player was still typing and swallowed the keys meant for the next field.
 */
export function isPlayerSubmit(event: React.FormEvent<HTMLFormElement>): boolean {
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  return submitter?.getAttribute("name") !== "__intent__";
}
