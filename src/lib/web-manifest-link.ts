export const WEB_MANIFEST_HREF = "/manifest.webmanifest";

/**
 * Links the web manifest (installing the site on a phone's home screen)
 * once the page has loaded. In the built head, Chromium fetched it and then
 * its icon while the page was still loading, on a slow network beside the
 * page's own requests, and Lighthouse's model counted that chain in the
 * page's largest paint (docs/decisions/0025-less-on-the-load-path.md).
 */
export function linkWebManifestAfterLoad(doc: Document, win: Window): void {
  const link = () => {
    if (doc.head.querySelector('link[rel="manifest"]')) return;
    const manifest = doc.createElement("link");
    manifest.rel = "manifest";
    manifest.href = WEB_MANIFEST_HREF;
    doc.head.appendChild(manifest);
  };
  if (doc.readyState === "complete") link();
  else win.addEventListener("load", link, { once: true });
}
