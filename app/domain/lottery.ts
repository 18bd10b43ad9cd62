// Lottery screens (games §2 /m/lottery, §7 numero and VN lottery calls).

/** The numbers of a draw result as the backend writes it ("4,9,7,5,6"); blanks are no numbers. */
export function drawNumbers(result: string): string[] {
  return result
    .split(",")
    .map((n) => n.trim())
    .filter((n) => n !== "");
}
