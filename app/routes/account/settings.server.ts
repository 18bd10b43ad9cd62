import type { RouterContextProvider } from "react-router";
import { requestContext, servicesContext } from "~/.server/context";
import { loaderFailure } from "~/.server/loader-failure";
import type { FieldSettings } from "~/domain/account-forms";

/** The registration validation settings (public, per merchant): the forms build their schemas from them. */
export async function fieldSettings(context: Readonly<RouterContextProvider>): Promise<FieldSettings> {
  try {
    return await context.get(requestContext).backend.getRegisterSettings();
  } catch (error) {
    throw loaderFailure(error, context.get(servicesContext).logger);
  }
}
