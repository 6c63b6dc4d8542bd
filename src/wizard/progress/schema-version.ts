/**
 * A short digest of a wizard's schema, the same the server computes (api/wizards/registry.ts): answers saved on the
 * device against another schema are not offered as they are, and the funnel counts each version on its own.
 */
export async function schemaVersion(schema: unknown): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(schema)));
  return [...new Uint8Array(digest).slice(0, 8)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
