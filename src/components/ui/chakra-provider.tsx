import type { ReactNode } from "react";
import {
  ChakraProvider,
  createSystem,
  defaultConfig,
  defineConfig,
} from "@chakra-ui/react";
import { tokens } from "../../styles/tokens";

// No preflight: the static shell has its own base styles, which a reset injected
// at the first dialog would disturb.
const system = createSystem(
  defaultConfig,
  defineConfig({
    preflight: false,
    globalCss: { body: {} },
    theme: {
      tokens: {
        fonts: {
          body: { value: tokens.fontBody },
          heading: { value: tokens.fontBody },
        },
        colors: {
          brand: { value: tokens.colorBrand },
          ink: { value: tokens.colorInk },
        },
      },
    },
  }),
);

/** Wraps only the on-demand dialogs and menus, never the page (see ARCHITECTURE.md). */
export function OnDemandChakra({ children }: { children: ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
