// WebKit as players on an iPhone have it: Debian's WebKitGTK, driven by its WebKitWebDriver (W3C
// WebDriver, no BiDi), in our phone-sized browser (phone-webkit.py) on a screen of Xvfb's own.
import { fileURLToPath } from "node:url";
import { freePort } from "../support/servers";
import { start, waitFor, type Started } from "./processes";
import { inPage, type Tab } from "./tab";

const BROWSER = fileURLToPath(new URL("./phone-webkit.py", import.meta.url));
const ELEMENT = "element-6066-11e4-a52e-4f735466cecf";

/** Xvfb on the first free display it finds, which it writes to the pipe it is given (fd 3). */
async function startXvfb(): Promise<{ display: string; xvfb: Started }> {
  const xvfb = start("Xvfb", ["-displayfd", "3", "-screen", "0", "1024x900x24", "-nolisten", "tcp"], {
    stdio: ["ignore", "pipe", "pipe", "pipe"],
  });
  const display = await new Promise<string>((resolve, reject) => {
    let text = "";
    xvfb.child.stdio[3]!.on("data", (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes("\n")) resolve(`:${text.trim()}`);
    });
    xvfb.child.once("close", () => reject(new Error(`Xvfb exited:\n${xvfb.output()}`)));
  });
  return { display, xvfb };
}

export async function openWebKit(baseURL: string): Promise<Tab> {
  const { display, xvfb } = await startXvfb();
  const port = await freePort();
  const driver = start("WebKitWebDriver", [`--port=${port}`, "--host=127.0.0.1"], {
    env: { ...process.env, DISPLAY: display, LANG: "C.UTF-8", WEBKIT_DISABLE_COMPOSITING_MODE: "1" },
  });
  const root = `http://127.0.0.1:${port}`;
  const stopAll = async () => {
    await driver.stop();
    await xvfb.stop();
  };
  try {
    await waitFor("WebKitWebDriver", async () => (await fetch(`${root}/status`)).ok, driver);
    const call = async (method: string, path: string, body?: unknown) => {
      const answer = await fetch(`${root}${path}`, {
        method,
        headers: { "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const { value } = (await answer.json()) as { value: { error?: string; message?: string } };
      if (!answer.ok) throw new Error(`WebDriver ${method} ${path}: ${value.error} ${value.message}`);
      return value as unknown;
    };
    const session = (await call("POST", "/session", {
      capabilities: {
        alwaysMatch: {
          browserName: "phone-webkit",
          pageLoadStrategy: "normal",
          "webkitgtk:browserOptions": { binary: BROWSER, args: [] },
        },
      },
    })) as { sessionId: string };
    const s = `/session/${session.sessionId}`;
    const element = async (selector: string) =>
      (
        (await call("POST", `${s}/element`, { using: "css selector", value: selector })) as Record<
          string,
          string
        >
      )[ELEMENT];
    const tap = (id: string) => [
      { type: "pointerMove", origin: { [ELEMENT]: id }, x: 0, y: 0 },
      { type: "pointerDown", button: 0 },
      { type: "pointerUp", button: 0 },
    ];
    return {
      engine: "webkit",
      baseURL,
      goto: async (path) => void (await call("POST", `${s}/url`, { url: new URL(path, baseURL).href })),
      run: async (fn, ...args) =>
        (await call("POST", `${s}/execute/sync`, {
          script: inPage(fn),
          args,
        })) as never,
      click: async (selector) =>
        void (await call("POST", `${s}/element/${await element(selector)}/click`, {})),
      doubleClick: async (selector) => {
        const id = await element(selector);
        await call("POST", `${s}/actions`, {
          actions: [
            {
              type: "pointer",
              id: "finger",
              parameters: { pointerType: "mouse" },
              actions: [...tap(id), ...tap(id)],
            },
          ],
        });
      },
      type: async (selector, text) =>
        void (await call("POST", `${s}/element/${await element(selector)}/value`, { text })),
      addCookie: async (name, value) => {
        // WebDriver sets cookies of the document's site only: be on it first.
        if (!String(await call("GET", `${s}/url`)).startsWith(baseURL)) {
          await call("POST", `${s}/url`, { url: new URL("/healthz", baseURL).href });
        }
        await call("POST", `${s}/cookie`, { cookie: { name, value, path: "/", httpOnly: true } });
      },
      screenshot: async () => Buffer.from(String(await call("GET", `${s}/screenshot`)), "base64"),
      // The browser writes its console to the driver's output (enable-write-console-messages-to-stdout).
      console: () => driver.output(),
      close: async () => {
        // Ending the session ends the browser; one that does not answer is ended with its group.
        await Promise.race([call("DELETE", s), new Promise((resolve) => setTimeout(resolve, 10_000))]).catch(
          () => {},
        );
        await stopAll();
      },
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
