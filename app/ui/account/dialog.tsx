import "~/styles/account.css";
import { useEffect, useId, useRef } from "react";
import { focusedControl } from "../escape-key";

/**
 * A modal dialog. The server renders it open (it works without JavaScript); with JavaScript it
 * becomes modal: focus moves into it, Escape and the browser trap focus for us, and the focus goes back
 * to the control that opened it when it closes.
 */
export function Dialog({
  title,
  children,
  onCancel,
}: {
  title: string;
  children: React.ReactNode;
  /** Escape; without it Escape does nothing (the dialog asks for a choice). */
  onCancel?: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    // The control that opened the dialog has the focus again when the dialog goes.
    const opener = focusedControl();
    if (dialog && !dialog.matches(":modal")) {
      dialog.close();
      dialog.showModal();
    }
    return () => {
      if (opener?.isConnected && !dialog?.contains(opener)) opener.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      open
      className="dialog"
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
