/**
 * The strong ETag of a perspective at `version`, quotes included (contract §15). Without zod:
 * the editor's saves send it, and the editor screen loads no schema until its form is used
 * (ADR 052); `perspective-revisions.ts` re-exports it.
 */
export function perspectiveEtag(id: number, version: number): string {
  return `"${id}-${version}"`;
}
