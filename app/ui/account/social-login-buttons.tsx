import type { SocialLoginError, SocialProvider } from "~/domain/login";
import { useT } from "../use-t";
import { HOME_PATH } from "~/domain/paths";

/**
 * The social login buttons (accounts §2): plain links to /m/login/social/:provider, a full page load
 * each (the provider's page is not ours), so they work the same with JavaScript off. Also the message
 * of a social login that came back without a session.
 */
export function SocialLoginButtons({
  providers,
  error,
  redirectTo,
}: {
  providers: readonly SocialProvider[];
  error: SocialLoginError | null;
  redirectTo: string;
}) {
  const t = useT();
  if (providers.length === 0 && !error) return null;
  const query = redirectTo === HOME_PATH ? "" : `?redirectTo=${encodeURIComponent(redirectTo)}`;
  return (
    <section className="social-login" aria-labelledby={providers.length ? "social-login-title" : undefined}>
      {error ? (
        <p className="field__error social-login__error" role="alert">
          {t(`account.errors.${error}`)}
        </p>
      ) : null}
      {providers.length ? (
        <>
          <h2 id="social-login-title" className="social-login__title">
            {t("account.login.socialTitle")}
          </h2>
          <ul className="social-login__list">
            {providers.map((provider) => (
              <li key={provider}>
                <a
                  className={`button social-login__button social-login__button--${provider}`}
                  href={`/m/login/social/${provider}${query}`}
                  rel="nofollow"
                >
                  {t(`account.login.providers.${provider}`)}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
