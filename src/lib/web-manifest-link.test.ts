import {
  linkWebManifestAfterLoad,
  WEB_MANIFEST_HREF,
} from "./web-manifest-link";

const manifestLinks = () =>
  [...document.head.querySelectorAll('link[rel="manifest"]')].map((link) =>
    link.getAttribute("href"),
  );

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, "readyState", {
    configurable: true,
    get: () => state,
  });
}

describe("linkWebManifestAfterLoad", () => {
  afterEach(() => {
    document.head.innerHTML = "";
    setReadyState("complete");
  });

  it("waits for the page's load event, then links the manifest once", () => {
    setReadyState("interactive");
    linkWebManifestAfterLoad(document, window);
    expect(manifestLinks()).toEqual([]);
    window.dispatchEvent(new Event("load"));
    expect(manifestLinks()).toEqual([WEB_MANIFEST_HREF]);
    window.dispatchEvent(new Event("load"));
    expect(manifestLinks()).toEqual([WEB_MANIFEST_HREF]);
  });

  it("links it at once when the page has loaded already", () => {
    setReadyState("complete");
    linkWebManifestAfterLoad(document, window);
    expect(manifestLinks()).toEqual([WEB_MANIFEST_HREF]);
  });

  it("adds no second link where one is there", () => {
    setReadyState("complete");
    linkWebManifestAfterLoad(document, window);
    linkWebManifestAfterLoad(document, window);
    expect(manifestLinks()).toEqual([WEB_MANIFEST_HREF]);
  });
});
