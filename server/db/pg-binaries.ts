import { constants } from "node:fs";
import { access, readdir } from "node:fs/promises";
import path from "node:path";

/** Where Debian and Ubuntu install each PostgreSQL version's programs. */
export const DEBIAN_PG_ROOT = "/usr/lib/postgresql";

/**
 * The folders to look in for PostgreSQL's programs, in order: PG_BIN if set; else PATH, then
 * the newest `/usr/lib/postgresql/<version>/bin` (Debian keeps initdb and pg_ctl there).
 */
export async function pgBinaryFolders(): Promise<string[]> {
  if (process.env.PG_BIN) return [process.env.PG_BIN];
  const versions = await readdir(DEBIAN_PG_ROOT).catch(() => [] as string[]);
  const newestFirst = versions
    .filter((name) => /^\d+(\.\d+)?$/.test(name))
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
  return [
    ...(process.env.PATH ?? "").split(path.delimiter).filter(Boolean),
    ...newestFirst.map((version) => path.join(DEBIAN_PG_ROOT, version, "bin")),
  ];
}

export async function isExecutable(file: string) {
  try {
    await access(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The first folder holding every one of `names`, as full paths; undefined if none does. */
export async function findPgBinaries<Name extends string>(
  names: readonly Name[],
): Promise<Record<Name, string> | undefined> {
  for (const dir of await pgBinaryFolders()) {
    const found = names.map((name) => path.join(dir, name));
    if ((await Promise.all(found.map(isExecutable))).every(Boolean)) {
      return Object.fromEntries(names.map((name, index) => [name, found[index]])) as Record<
        Name,
        string
      >;
    }
  }
  return undefined;
}
