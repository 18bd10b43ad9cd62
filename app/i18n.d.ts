import "i18next";
import type en from "./locales/en/translation";
import type responsible from "./locales/en/responsible";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: typeof en; responsible: typeof responsible };
  }
}
