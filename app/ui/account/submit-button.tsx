/**
 * A form's submit button. Pressing it leaves the focus in the field being typed in: moving the focus
 * would run that field's blur check first, and an error line appearing above the button pushes it
 * away from the finger, so the tap meant to submit lands beside it. The submit checks every field.
 */
export function SubmitButton({
  className = "button button--primary",
  ...props
}: Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, "type" | "onMouseDown">) {
  return <button type="submit" className={className} {...props} onMouseDown={(e) => e.preventDefault()} />;
}
