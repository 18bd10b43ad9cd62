import type { RouterContextProvider } from "react-router";
import { requestContext } from "~/.server/context";
import { critical } from "~/.server/loader-data";
import type { FieldSettings } from "~/domain/account-forms";

/** The registration validation settings (public, per merchant): the forms build their schemas from them. */
export async function fieldSettings(context: Readonly<RouterContextProvider>): Promise<FieldSettings> {
  return critical(context, context.get(requestContext).backend.getRegisterSettings());
}
