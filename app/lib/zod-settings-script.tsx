/**
 * zod compiles its object schemas' parsers with `new Function` when it may, and first tries
 * whether it may, as it defines them: under this site's content security policy (no
 * 'unsafe-eval') the try is refused and the browser reports a violation on every page that
 * loads zod, though zod swallows the error. zod reads its settings from this global, whichever
 * copy of it loads and whenever it does; set in the page's head, before any module, it never
 * tries and parses without compiling. The server's zod is untouched and keeps compiling.
 */
const ZOD_SETTINGS =
  "globalThis.__zod_globalConfig={...globalThis.__zod_globalConfig,jitless:true}";

export function ZodSettingsScript({ nonce }: { nonce: string | undefined }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this module, no input
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: ZOD_SETTINGS }} />;
}
