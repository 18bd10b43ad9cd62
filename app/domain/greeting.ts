// Agent home greeting by hour (accounts §9): 0-10 morning, 11-14 early afternoon, 15-18 late
// afternoon, 19-24 evening. Bounds compare with "<" so a fractional hour belongs to the range it starts in.
export type GreetingKey =
  "greeting.morning" | "greeting.earlyAfternoon" | "greeting.lateAfternoon" | "greeting.evening";

export function greetingKey(hour: number): GreetingKey {
  if (!(hour >= 0 && hour <= 24)) throw new RangeError(`hour out of range: ${hour}`);
  if (hour < 11) return "greeting.morning";
  if (hour < 15) return "greeting.earlyAfternoon";
  if (hour < 19) return "greeting.lateAfternoon";
  return "greeting.evening";
}
