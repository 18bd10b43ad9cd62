import "~/styles/account.css";
import { useEffect, useId, useRef } from "react";
import { focusedControl, returnFocus } from "../escape-key";

/** Longer than the closing fade (styles/account.css), in case its end is never told. */
const CLOSE_FALLBACK_MS = 400;

/**
 * A modal dialog. The server renders it open (it works without JavaScript); with JavaScript it
 * becomes modal: focus moves into it, Escape and the browser trap focus for us, and the focus goes back
 * to the control that opened it when it closes.
 */
export function Dialog({
  title,
  children,
  onCancel,
  closing = false,
  onClosed,
}: {
  title: string;
  children: React.ReactNode;
  /** Escape; without it Escape does nothing (the dialog asks for a choice). */
  onCancel?: () => void;
  /** Closing: the dialog fades out, then `onClosed` runs (the owner unmounts it). */
  closing?: boolean;
  onClosed?: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  // The owner's latest callback, so a new arrow each render does not set the listener again.
  const closed = useRef(onClosed);
  useEffect(() => {
    closed.current = onClosed;
  });
  // Once the fade has run; should no animation end (none supported), a little after it would have.
  useEffect(() => {
    if (!closing) return;
    const dialog = ref.current;
    const done = () => closed.current?.();
    dialog?.addEventListener("animationend", done, { once: true });
    const fallback = setTimeout(done, CLOSE_FALLBACK_MS);
    return () => {
      dialog?.removeEventListener("animationend", done);
      clearTimeout(fallback);
    };
  }, [closing]);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    // The control that opened the dialog has the focus again when the dialog goes.
    const opener = focusedControl();
    if (dialog && !dialog.matches(":modal")) {
      dialog.close();
      dialog.showModal();
    }
    return () => returnFocus(opener, dialog);
  }, []);
  return (
    <dialog
      ref={ref}
      open
      className={closing ? "dialog dialog--closing" : "dialog"}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel?.();
      }}
    >
      <h2 id={titleId} className="dialog__title">
        {title}
      </h2>
      {children}
    </dialog>
  );
}
