// The reference backend's operator endpoints, as an operator (or a test) calls them.
import { OPERATOR_TOKEN } from "./servers";

/** POST/PUT `path` under /operator with the operator token; answers the envelope's value. */
export async function operator<T = unknown>(
  backendUrl: string,
  path: string,
  body: unknown,
  method: "POST" | "PUT" = "POST",
): Promise<T> {
  const response = await fetch(`${backendUrl}/operator${path}`, {
    method,
    headers: { "Content-Type": "application/json", "X-Operator-Token": OPERATOR_TOKEN },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { success: boolean; value?: T; message?: string };
  if (!response.ok || !answer.success)
    throw new Error(`operator ${path}: ${response.status} ${answer.message}`);
  return answer.value as T;
}

/** HTML that would run script in a careless page: a script, event handlers and javascript: links. */
export const HOSTILE_HTML =
  '<p>Hello</p><script>window.__pwned = "script"</script><img src="x" onerror="window.__pwned = \'onerror\'">' +
  "<a href=\"javascript:window.__pwned = 'href'\">link</a><svg onload=\"window.__pwned = 'svg'\"></svg>" +
  "<iframe src=\"javascript:parent.__pwned = 'iframe'\"></iframe><p onclick=\"window.__pwned = 'click'\">click</p>";
