/**
 * Waits two frames: react-aria-components' collection widgets (Tabs, Breadcrumbs...) render their
 * items in a second pass, so a play function that tabs at once can focus nodes about to be replaced.
 */
export function settle(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}
