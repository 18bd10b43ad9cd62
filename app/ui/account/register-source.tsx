import { browserRegisterSource } from "~/domain/registration";
import { useHydrated } from "../use-hydrated";

/**
 * The registration's source as the browser can tell it (an installed web app, an iOS web clip); the
 * server keeps H5 without JavaScript and APP for the app's shell whatever this says (registerSourceOf).
 */
export function RegisterSourceField() {
  const hydrated = useHydrated();
  const source = hydrated
    ? browserRegisterSource({
        iosStandalone: (navigator as Navigator & { standalone?: boolean }).standalone === true,
        standalone: window.matchMedia("(display-mode: standalone)").matches,
      })
    : "H5";
  return <input type="hidden" name="registerMethod" value={source} />;
}
