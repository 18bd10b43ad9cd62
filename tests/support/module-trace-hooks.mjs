// Module hooks for module-trace.mjs: one line per resolved module, "<pid> <url>".
import { appendFileSync } from "node:fs";
import process from "node:process";

let file;

export function initialize(data) {
  file = data.file;
}

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  appendFileSync(file, `${process.pid} ${resolved.url}\n`);
  return resolved;
}
