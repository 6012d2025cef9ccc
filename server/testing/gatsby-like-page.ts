/**
 * A page as Gatsby builds one (scripts inline in <head> and <body>, its
 * global CSS inline, style attributes on its wrappers), with a data block
 * and a <noscript> style a browser never runs. `pagePath` differs per page,
 * as Gatsby's script loader does.
 */
export function gatsbyLikePage(pagePath: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<style data-href="/styles.0123.css" data-identity="gatsby-global-css">:root{--ink:#0f1b2d}</style>
<script type="module">const e="loading"in HTMLImageElement.prototype;</script>
<noscript><style>.gatsby-image-wrapper noscript img{opacity:1!important}</style></noscript>
<script type="application/ld+json">{"@type":"WebSite"}</script>
<title>Page</title></head><body>
<div id="___gatsby"><div style="outline:none" tabindex="-1" id="gatsby-focus-wrapper"><main>Deals</main></div>
<div id="gatsby-announcer" style="position:absolute;top:0;width:1px" aria-live="assertive"></div></div>
<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="${pagePath}";/*]]>*/</script>
<script id="gatsby-chunk-mapping">\r\n  window.___chunkMapping="{}";\r\n</script>
<script src="/app-0123456789abcdef0123.js" async></script>
</body></html>`;
}
