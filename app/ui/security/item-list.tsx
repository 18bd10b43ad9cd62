import type { ReactNode } from "react";

/** A list of the security pages (bound cards, withdrawals) as cards, or its empty-state sentence. */
export function ItemList<T extends { id: number }>({
  items,
  empty,
  children,
}: {
  items: readonly T[];
  empty: string;
  children: (item: T) => ReactNode;
}) {
  if (items.length === 0) return <p className="security-empty">{empty}</p>;
  return (
    <ul className="security-list">
      {items.map((item) => (
        <li key={item.id} className="security-list__item">
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
