// Whitelabel module flags (accounts §2, §6): menu items and features show only when their flag is on.
export type WhitelabelNode = { modId: string; enabled: string; childrenNodes?: WhitelabelNode[] };

// A node is on when enabled === "1". The walk does not descend into a disabled node: a module that is
// switched off takes its sub-modules with it, whatever their own flag says.
export function whitelabelFlags(tree: readonly WhitelabelNode[]): Set<string> {
  const flags = new Set<string>();
  const visit = (nodes: readonly WhitelabelNode[]): void => {
    for (const node of nodes) {
      if (node.enabled !== "1") continue;
      flags.add(node.modId);
      visit(node.childrenNodes ?? []);
    }
  };
  visit(tree);
  return flags;
}
