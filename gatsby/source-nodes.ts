import type { GatsbyNode } from "gatsby";
import { loadAllContent } from "./content/load-content";
import { toContentNodes } from "./content/content-nodes";

/** Every content file is validated here; a bad edit stops the build with file, field and expectation. */
export const sourceNodes: GatsbyNode["sourceNodes"] = ({
  actions,
  createNodeId,
  createContentDigest,
  reporter,
}) => {
  let content: Map<string, unknown>;
  try {
    content = loadAllContent();
  } catch (error) {
    reporter.panic((error as Error).message);
    return;
  }
  for (const { type, key, fields } of toContentNodes(content)) {
    actions.createNode({
      ...fields,
      id: createNodeId(key),
      internal: { type, contentDigest: createContentDigest(fields) },
    });
  }
};
