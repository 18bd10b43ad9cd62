import "~/styles/account.css";
import { useEffect, useId, useRef } from "react";

/**
 * A modal dialog. The server renders it open (it works without JavaScript); with JavaScript it
 * becomes modal: focus moves into it, Escape and the browser trap focus for us.
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
    if (!dialog || dialog.matches(":modal")) return;
    dialog.close();
    dialog.showModal();
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
