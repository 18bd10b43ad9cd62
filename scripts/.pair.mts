import { chromium } from "@playwright/test";
import { readFileSync } from "node:fs";
import { chromiumLaunchOptions } from "../tests/support/chromium";
// pair.ts OUT.png A.png B.png ... : lays images side by side at half size
const [out, ...files] = process.argv.slice(2);
const imgs = files.map((f) => `<img src="data:image/png;base64,${readFileSync(f).toString("base64")}" style="width:390px;vertical-align:top;margin-right:6px;border:1px solid red">`).join("");
const b = await chromium.launch(chromiumLaunchOptions);
const p = await b.newPage({ viewport: { width: 400 * files.length, height: 844 } });
await p.setContent(`<body style="margin:0;background:#fff">${imgs}</body>`);
await p.screenshot({ path: out, fullPage: true });
await b.close();
