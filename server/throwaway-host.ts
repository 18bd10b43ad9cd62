// The throwaway host (`npm start`, `npm run dev`; build/throwaway-host): the production host, plus the
// reference backend in this process when BACKEND_URL is unset. Never in the image (decision 0074).
import { runHost } from "./host";
import { startInProcessBackend } from "./in-process-backend";

await runHost(startInProcessBackend);
