import { BackButton } from "./back-button";
import { MenuButton } from "./account/header-account";

/** The bar of pages whose site header is hidden by the layout rules: back, the site menu, the page title. */
export function PageBar({
  title,
  titleId,
  back = "history",
}: {
  title: string;
  titleId: string;
  back?: "home" | "history";
}) {
  return (
    <div className="page-bar">
      <BackButton target={back} />
      <MenuButton />
      <h1 id={titleId} className="page-bar__title">
        {title}
      </h1>
    </div>
  );
}
