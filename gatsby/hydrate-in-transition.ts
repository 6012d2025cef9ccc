import { startTransition, type ReactNode } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";

type Container = Element | DocumentFragment;

const roots = new WeakMap<Container, Root>();

/** Gatsby's test for a page with built HTML (client-only pages have none). */
function hasBuiltMarkup(container: Container): container is Element {
  return (
    container instanceof Element &&
    container.id === "___gatsby" &&
    Boolean(document.getElementById("gatsby-focus-wrapper")?.children.length)
  );
}

/**
 * Renders the app as a transition. React 18 hydrates a default-priority
 * root in one pass per Suspense boundary (100–250 ms tasks on a mid-range
 * phone); as a transition it yields to the browser every few milliseconds.
 * A click before hydration finishes still hydrates its target at once
 * (React replays it). Client-only pages and Gatsby's development overlays
 * get a fresh root, as Gatsby's own renderer does.
 */
export function renderInTransition(
  element: ReactNode,
  container: Container,
): () => void {
  startTransition(() => {
    if (hasBuiltMarkup(container)) {
      hydrateRoot(container, element);
      return;
    }
    let root = roots.get(container);
    if (!root) roots.set(container, (root = createRoot(container)));
    root.render(element);
  });
  return () => {
    roots.get(container)?.unmount();
    roots.delete(container);
  };
}

// Gatsby types this API with react-dom's legacy `Renderer`, which React 18's
// roots do not fit; Gatsby calls it as (element, container).
export const replaceHydrateFunction = () => renderInTransition;
