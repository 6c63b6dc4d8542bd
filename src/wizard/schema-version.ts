/**
 * A short digest of a wizard's schema, the same the server computes (api/wizards/registry.ts): answers saved on the
 * device against another schema are not offered as they are, and the funnel counts each version on its own. Both ask
 * for it as the page comes to life, so it is computed once per schema.
 */
const versions = new WeakMap<object, Promise<string>>();

async function digestOf(schema: unknown): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(schema)));
  return [...new Uint8Array(digest).slice(0, 8)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function schemaVersion(schema: unknown): Promise<string> {
  if (typeof schema !== 'object' || schema === null) return digestOf(schema);
  let version = versions.get(schema);
  if (!version) {
    version = digestOf(schema);
    versions.set(schema, version);
  }
  return version;
}
