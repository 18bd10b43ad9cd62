import { useT } from "./use-t";
import { HOME_PATH } from "~/domain/paths";

/** A friendly page error inside the shell: what happened, and a way on (retry the same address, or home). */
export function ErrorScreen({
  title,
  body,
  retry = false,
}: {
  title: string;
  body?: string;
  retry?: boolean;
}) {
  const t = useT();
  return (
    <section className="error-screen">
      <h1>{title}</h1>
      {body ? <p>{body}</p> : null}
      <p className="error-screen__actions">
        {retry ? (
          <a className="button" href="">
            {t("error.retry")}
          </a>
        ) : null}
        <a className="button button--ghost" href={HOME_PATH}>
          {t("error.goHome")}
        </a>
      </p>
    </section>
  );
}
