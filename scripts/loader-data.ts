// Prints the loader data of any route of a running server as JSON:
//   npx tsx scripts/loader-data.ts http://localhost:3000/m/home [Cookie-header]
// React Router answers `<path>.data` in its turbo-stream encoding (a flat array of values and
// indices); this decodes the plain values loaders return (objects, arrays, strings, numbers, null).
const SPECIAL: Record<number, unknown> = {
  [-2]: NaN,
  [-3]: -Infinity,
  [-4]: -0,
  [-5]: null,
  [-6]: Infinity,
  [-7]: undefined,
};

export function decodeTurboStream(flat: unknown[]): unknown {
  const seen = new Map<number, unknown>();
  const value = (index: number): unknown => {
    if (index < 0) return SPECIAL[index];
    if (seen.has(index)) return seen.get(index);
    const raw = flat[index];
    if (Array.isArray(raw)) {
      // A tagged value such as ["D", time] (dates) is shown as it is; plain arrays hold indices.
      if (typeof raw[0] === "string") return raw;
      const list: unknown[] = [];
      seen.set(index, list);
      for (const i of raw as number[]) list.push(value(i));
      return list;
    }
    if (raw && typeof raw === "object") {
      const object: Record<string, unknown> = {};
      seen.set(index, object);
      for (const [key, i] of Object.entries(raw as Record<string, number>)) {
        object[String(value(Number(key.slice(1))))] = value(i);
      }
      return object;
    }
    return raw;
  };
  return value(0);
}

const [address, cookie] = process.argv.slice(2);
if (address) {
  const url = new URL(address);
  // React Router 8's data addresses: `/m/home` -> `/m/home.data`, `/` (and any `/x/`) -> `/_.data`.
  url.pathname = url.pathname.endsWith("/") ? `${url.pathname}_.data` : `${url.pathname}.data`;
  const response = await fetch(url, { headers: cookie ? { Cookie: cookie } : {} });
  console.log(JSON.stringify(decodeTurboStream(JSON.parse(await response.text())), null, 2));
}
