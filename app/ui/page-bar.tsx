import { BackButton } from "./back-button";

/** The bar of pages whose site header is hidden by the layout rules: back and the page title. */
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
      <h1 id={titleId} className="page-bar__title">
        {title}
      </h1>
    </div>
  );
}
