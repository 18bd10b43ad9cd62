// The customer-service call (accounts §7 "Customer service | GET | links"; §2 "Links come from ... a
// customer-service call"): the root data's links are its answer, shared and cached as public data of
// the merchant, bounded by the backend timeout, and the status payload's links when it fails.
import { describe, expect, it } from "vitest";
import { loader as rootLoader } from "~/root";
import { backendOfFile, request, returned, runRoute, testServices } from "../support/route";
import { startProxy } from "../support/proxy";

const backend = backendOfFile();
const links = async (services: ReturnType<typeof testServices>) =>
  returned(await runRoute(services, rootLoader, request("/m/home"))).data.serviceLinks;
const CS_URL = "UPDATE customer_service SET url = ? WHERE cs_type = 'CS'";

describe("the customer-service call", () => {
  it("gives the links, asked once per merchant while fresh, not read from the status", async () => {
    const asked: string[] = [];
    const recorder = await startProxy(backend.url, (url, headers) => {
      if (url.includes("/wps/system/customerService")) asked.push(String(headers.moduleid));
    });
    const before = backend.db.prepare("SELECT url FROM customer_service WHERE cs_type = 'CS'").pluck().get();
    try {
      // The status is asked afresh every time (statusTtlMs 0); the links stay as the call gave them.
      const services = testServices(recorder.url);
      const first = await links(services);
      expect(first.find((l) => l.csType === "CS")?.url).toBe(before);
      backend.db.prepare(CS_URL).run("https://cs.example.com/changed");
      expect((await links(services)).find((l) => l.csType === "CS")?.url).toBe(before);
      expect(asked).toEqual(["COMM3"]);
      // A fresh host asks again and sees the change.
      expect((await links(testServices(recorder.url))).find((l) => l.csType === "CS")?.url).toBe(
        "https://cs.example.com/changed",
      );
    } finally {
      backend.db.prepare(CS_URL).run(before);
      await recorder.close();
    }
  });

  it("falls back to the status payload's links when the call does not answer in time", async () => {
    // The call is held until the test ends: only the timeout can answer the page.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const hanging = await startProxy(backend.url, async (url) => {
      if (url.includes("/wps/system/customerService")) await held;
    });
    try {
      // The held call never answers before the page does: only its time bound can have ended it.
      const services = testServices(hanging.url, { backendTimeoutMs: 300 });
      const shown = await links(services);
      expect(shown.map((l) => l.csType)).toEqual(
        backend.db.prepare("SELECT cs_type FROM customer_service ORDER BY sequence, id").pluck().all(),
      );
    } finally {
      release();
      await hanging.close();
    }
  });
});
