// Every secret can come from a mounted file (a Kubernetes or Docker secret) instead of the
// environment: `<NAME>_FILE=/run/secrets/...`. Read once at start-up, like the rest of the config.
import { readFileSync } from "node:fs";

/** The variables that may be given as `<NAME>_FILE` (README's configuration table). */
export const SECRET_VARIABLES = ["SESSION_SECRET", "METRICS_TOKEN", "REDIS_URL", "OPERATOR_TOKEN"] as const;

export class SecretFileError extends Error {}

/**
 * The environment with each `<NAME>_FILE` read into `<NAME>` (its trailing line break dropped, as
 * editors and `kubectl create secret --from-file` leave one). Both set is a mistake, not a choice.
 */
export function withSecretFiles(
  env: NodeJS.ProcessEnv,
  names: readonly string[] = SECRET_VARIABLES,
  read: (file: string) => string = (file) => readFileSync(file, "utf8"),
): NodeJS.ProcessEnv {
  const result = { ...env };
  for (const name of names) {
    const file = env[`${name}_FILE`];
    if (!file) continue;
    if (env[name]) throw new SecretFileError(`${name} and ${name}_FILE are both set: set one`);
    try {
      result[name] = read(file).replace(/\r?\n$/, "");
    } catch (error) {
      // The path and the reason, never the content.
      throw new SecretFileError(
        `${name}_FILE: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? "error"})`,
      );
    }
  }
  return result;
}
