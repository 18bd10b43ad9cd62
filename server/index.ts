// The production host (build/bff, the image's bff target): the BFF against BACKEND_URL. It imports
// nothing of the reference backend (decision 0074); `npm start` runs server/throwaway-host.ts.
import { runHost } from "./host";

await runHost();
