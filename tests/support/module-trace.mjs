// Loaded with `--import` (through NODE_OPTIONS, so cluster workers load it too): records every module
// this process resolves in MODULE_TRACE_FILE, so a test can see which React Router files ran.
import { register } from "node:module";
import process from "node:process";

register("./module-trace-hooks.mjs", import.meta.url, {
  data: { file: process.env.MODULE_TRACE_FILE },
});
