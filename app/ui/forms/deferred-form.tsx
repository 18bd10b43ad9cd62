import { memo, Suspense, use, useMemo, useState, type ComponentType } from "react";
import { useHydrated } from "../use-hydrated";
import { usePageAnswer } from "./form-answer";

/** Each deferred form's load, settled (failed or not): settled promises cost nothing to wait for. */
const loads: Promise<void>[] = [];

/**
 * The server loads a form's code at once; the browser once entry.client has come and starts
 * hydrating (`askForFormsCode`), so on a slow line the forms' chunks do not share it with React's and
 * the router's code, which every tap waits for. Until its code comes a form works as the server's
 * HTML, as without JavaScript.
 */
let ask: () => void = () => {};
const asked: Promise<void> =
  typeof document === "undefined" ? Promise.resolve() : new Promise((resolve) => (ask = resolve));

/** Called by entry.client as it starts hydrating: the forms' code is asked for from now on. */
export function askForFormsCode() {
  ask();
}

/**
 * Settles once every deferred form's code has come (failed or not). A navigation waits for it (the
 * root's client middleware): any navigation changes React Router's contexts, and a changed context
 * reaching a part still waiting for its code makes React throw the server's form away, with what
 * was typed in it, and draw it again when the code comes.
 */
export function formsCodeCome(): Promise<void> {
  return Promise.all(loads).then(() => {});
}

/**
 * A page's form in its own chunk with conform's code, out of the page's first load (issue 24,
 * decision 0054). The server loads every such chunk at start and draws the form in place. The
 * browser asks for it as hydration starts and hydrates the rest of the page without waiting: until
 * its code arrives the form is the server's HTML and works as without JavaScript (React leaves a
 * part it has not hydrated to the browser, so a submission is a document POST the action answers in
 * place). A page reached by navigation shows once the form's code is there, so the
 * form never appears after the page.
 *
 * The part is memoised: a changed prop or context reaching it before its code arrives would make
 * React throw the server's form away and draw it again, losing what was typed. It takes the page's
 * data only, never props made anew on each render (React Router's `matches`).
 */
export function deferredForm<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let Loaded: ComponentType<P> | null = null;
  const loading = asked.then(load).then((module) => {
    Loaded = module.default;
  });
  // A failed load shows through the page's error boundary when the form is drawn; not as unhandled.
  loads.push(loading.catch(() => {}));

  function Part(props: P) {
    if (!Loaded) use(loading);
    const Form = Loaded as unknown as ComponentType<P>;
    // Marks the part for tests and scripts that wait for it (tests/e2e/fixtures.ts waitForHydration).
    return (
      <div className="deferred-form" data-deferred-form="">
        <Form {...props} />
      </div>
    );
  }

  function Deferred(props: P) {
    // The server's snapshot while hydrating: a part drawn by the server waits in its boundary.
    const hydrating = !useHydrated();
    const [byNavigation] = useState(!hydrating);
    // Reached by navigation (a transition): hold the new page until the form can be drawn with it.
    if (byNavigation && !Loaded) use(loading);
    // The same element when React renders this again right after hydration (the snapshot above
    // changes), so that render does not reach the part still waiting for its code.
    return useMemo(
      () => (
        <Suspense fallback={null}>
          <Part {...props} />
        </Suspense>
      ),
      [props],
    );
  }
  return memo(Deferred);
}

/**
 * A page that is its form (login, registration, security centre...): the route's component, handing
 * the form its loader's and action's data only. React Router's other props (`matches`, `params`) are
 * made anew on each render and would reach the memoised part.
 *
 * `shared`: what the page's module shares with its form (the fields never sent back, an id), handed
 * as props. Imported by the form from the page's module instead, it made the page's code a chunk of
 * its own behind a one-line facade: one more file before hydration on a slow line.
 */
export function deferredPage<D, A, S extends object = object>(
  load: () => Promise<{ default: ComponentType<{ loaderData: D; actionData: A } & S> }>,
  shared?: S,
) {
  const Form = deferredForm(load);
  return function Page({ loaderData, actionData }: { loaderData: D; actionData: A }) {
    // Without JavaScript a refusal comes back across POST → 303 → GET (answersByRedirect): the
    // form reads it as the action's answer.
    const carried = usePageAnswer();
    const props = { ...shared, loaderData, actionData: actionData ?? carried } as {
      loaderData: D;
      actionData: A;
    } & S;
    return <Form {...props} />;
  };
}
