import type { ComponentType, ReactNode } from "react";
import { Link as PluginLink } from "gatsby-plugin-react-i18next";

export interface LocalizedLinkProps {
  /** The path without language prefix; the current language's prefix is added. */
  to: string;
  /** Link to this page in another language instead. */
  language?: string;
  children?: ReactNode;
  className?: string;
  activeClassName?: string;
  partiallyActive?: boolean;
  onClick?: () => void;
  "aria-current"?: "page";
}

// The plugin's own prop type is a generated Pick that no longer matches
// @types/react 18.3 (it demands every event handler); this is its real surface.
export const Link = PluginLink as unknown as ComponentType<LocalizedLinkProps>;
