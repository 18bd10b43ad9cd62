import { useEffect, useState, type ComponentType } from "react";

/**
 * The loading feedback is needed from the first navigation on, never in the first render: its code
 * is fetched once the page has hydrated, outside the first-load JavaScript (issue 24's budget).
 */
export function LoadingFeedbackAfterLoad() {
  const [Feedback, setFeedback] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    void import("./loading-toast").then((module) => live && setFeedback(() => module.LoadingFeedback));
    return () => {
      live = false;
    };
  }, []);
  return Feedback ? <Feedback /> : null;
}
