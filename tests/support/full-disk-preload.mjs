/**
 * Preloaded with `node --import` into a site process (tests/operator/full-disk.test.ts): while
 * the file named by FULL_DISK_SWITCH exists, every write through Node's `fs` that would grow a
 * file under DATA_DIR throws ENOSPC, as a full disk does. Writes within a file's present size
 * still succeed (the blocks are already the file's), and so do reads, renames and unlinks.
 * PGlite's file system (Emscripten's NODEFS) calls these synchronous functions.
 */
import fs from "node:fs";
import { syncBuiltinESMExports } from "node:module";
import path from "node:path";

const dataDir = path.resolve(process.env.DATA_DIR ?? "data");
const switchFile = process.env.FULL_DISK_SWITCH;
if (!switchFile) throw new Error("FULL_DISK_SWITCH must name the file that turns the full disk on");

const isFull = () => fs.existsSync(switchFile);
const underDataDir = (file) => {
  const relative = path.relative(dataDir, path.resolve(String(file)));
  return relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative));
};
const noSpace = (syscall, file) =>
  Object.assign(new Error(`ENOSPC: no space left on device, ${syscall} '${file}'`), {
    errno: -28,
    code: "ENOSPC",
    syscall,
    path: file,
  });

/** The files under DATA_DIR open now, by descriptor. */
const openFiles = new Map();
const original = {
  openSync: fs.openSync,
  closeSync: fs.closeSync,
  writeSync: fs.writeSync,
  ftruncateSync: fs.ftruncateSync,
  truncateSync: fs.truncateSync,
  writeFileSync: fs.writeFileSync,
  appendFileSync: fs.appendFileSync,
};

fs.openSync = function openSync(file, ...rest) {
  const fd = original.openSync.call(this, file, ...rest);
  if (underDataDir(file)) openFiles.set(fd, String(file));
  return fd;
};
fs.closeSync = function closeSync(fd) {
  openFiles.delete(fd);
  return original.closeSync.call(this, fd);
};
fs.writeSync = function writeSync(fd, data, ...rest) {
  const file = openFiles.get(fd);
  if (file !== undefined && isFull()) {
    // writeSync(fd, buffer, offset?, length?, position?) or (fd, string, position?, encoding?)
    const isText = typeof data === "string";
    const length = isText ? Buffer.byteLength(data) : (rest[1] ?? data.byteLength - (rest[0] ?? 0));
    const position = isText ? rest[0] : rest[2];
    const size = fs.fstatSync(fd).size;
    const start = typeof position === "number" ? position : size;
    if (start + length > size) throw noSpace("write", file);
  }
  return original.writeSync.call(this, fd, data, ...rest);
};
fs.ftruncateSync = function ftruncateSync(fd, length = 0) {
  const file = openFiles.get(fd);
  if (file !== undefined && isFull() && length > fs.fstatSync(fd).size) {
    throw noSpace("ftruncate", file);
  }
  return original.ftruncateSync.call(this, fd, length);
};
fs.truncateSync = function truncateSync(file, length = 0) {
  if (underDataDir(file) && isFull() && length > fs.statSync(file).size) {
    throw noSpace("truncate", file);
  }
  return original.truncateSync.call(this, file, length);
};
for (const name of ["writeFileSync", "appendFileSync"]) {
  fs[name] = function writeWholeFile(file, data, ...rest) {
    if (typeof file !== "number" && underDataDir(file) && isFull()) {
      const size = fs.existsSync(file) ? fs.statSync(file).size : 0;
      const length = typeof data === "string" ? Buffer.byteLength(data) : data.byteLength;
      const grows = name === "appendFileSync" ? length > 0 : length > size;
      if (grows) throw noSpace("write", file);
    }
    return original[name].call(this, file, data, ...rest);
  };
}
syncBuiltinESMExports();
