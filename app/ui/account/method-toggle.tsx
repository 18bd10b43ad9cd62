import { Link } from "react-router";

/** Two ways to do one thing (username or phone, ...): links, so switching works without JavaScript. */
export function MethodToggle<T extends string>({
  label,
  current,
  options,
}: {
  label: string;
  current: T;
  options: { value: T; label: string; to: string }[];
}) {
  return (
    <nav className="method-toggle" aria-label={label}>
      {options.map((option) => (
        <Link
          key={option.value}
          to={option.to}
          replace
          aria-current={option.value === current ? "page" : undefined}
        >
          {option.label}
        </Link>
      ))}
    </nav>
  );
}
