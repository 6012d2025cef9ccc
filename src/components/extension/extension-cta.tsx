import { useTranslation } from "gatsby-plugin-react-i18next";
import { Link } from "../ui/localized-link";
import { useExtensionOffer } from "./use-extension-offer";

/**
 * The extension call-to-action (SPEC §1): labelled for this browser; straight
 * to the store when the browser can install, else to /browser-extension.
 */
export function ExtensionCta({ className }: { className?: string }) {
  const { t } = useTranslation("common");
  const { label, storeUrl } = useExtensionOffer();
  const text = t(`extension.${label}`);
  return storeUrl ? (
    <a href={storeUrl} className={className} rel="noopener">
      {text}
    </a>
  ) : (
    <Link to="/browser-extension" className={className}>
      {text}
    </Link>
  );
}
