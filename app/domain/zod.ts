import { z } from "zod";

// zod compiles object schemas with `Function` when it may. Our CSP refuses that for a player (a
// violation reported in the console) but not under test automation, where Firefox then blocks the
// compile and every form check fails: jitless takes the same path everywhere. Set here, before any
// schema is made, because zod reads it when a schema is built; every module of the app takes zod
// from here (eslint's no-restricted-imports).
z.config({ jitless: true });

export { z };
