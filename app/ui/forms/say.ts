import { splitKey } from "~/domain/retry-after";
import { useT } from "../use-t";

/**
 * Message keys that arrive as data (a form's error keys, a backend refusal's key) in words: a key
 * that names its namespace ("security.errors.amount_above_max") is used as it is, a bare one
 * ("amount_min") is looked up under `prefix`; an unknown key says `fallback`. The one place such keys
 * are cast to the typed `t`.
 */
export function useSay(prefix: string, fallback: string) {
  const t = useT();
  const say = t as unknown as (key: string, options?: Record<string, unknown>) => string;
  return (data: string, options?: Record<string, unknown>): string => {
    // A key may carry its numbers ("too_many_requests_wait?minutes=3", domain/retry-after.ts).
    const { key, values } = splitKey(data);
    return say(key.includes(".") || key.includes(":") ? key : `${prefix}.${key}`, {
      ...values,
      ...options,
      defaultValue: say(fallback),
    });
  };
}
