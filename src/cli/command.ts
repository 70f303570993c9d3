// What each explore command provides: its work on one parsed file, as text and as JSON.
import type { Module } from '../ast.js';
import type { ModuleReader } from '../explore/walk.js';
import type { Paint } from './style.js';

export interface SourceFile {
  path: string;
  /** The source, one character per byte. */
  text: string;
  /** The same, as read. */
  bytes: Uint8Array;
}

export interface LoadedFile extends SourceFile {
  module: Module;
}

export interface Context {
  /** The command's options as cac gives them, and its arguments after the files' (show's NAME). */
  opts: Readonly<Record<string, unknown>>;
  paint: Paint;
  /** More than one file is read: text output names each. */
  several: boolean;
  /** The C++ name of a mangled one, with --demangle. */
  demangle?: (name: string) => string;
}

export interface FileOutput {
  /** As a string, or as its latin1 bytes (TextBytes). */
  text: string | Uint8Array;
  /** The file's entry in the `--json` output (its path and `ok` are added). */
  json: Record<string, unknown>;
  /** Found nothing (grep: exit 1 as grep does; show, cfg, extract: no such function). */
  none?: boolean;
  /** What the user should know of the output, on stderr as `path: note: ...` (extract: the debug information left out). */
  notes?: string[];
}

/**
 * A command's work on one file: on its whole module (`whole`), or (`streamed`) on each top-level
 * directive, each function as the parser hands it over: the module's tree is then never whole,
 * and a large module is read in the memory of its largest function.
 */
export type PerFile =
  | { whole: (file: LoadedFile, cx: Context) => FileOutput | Promise<FileOutput> }
  | { streamed: (file: SourceFile, cx: Context) => ModuleReader<FileOutput | Promise<FileOutput>> };

/** `reader`, its result made into a command's output by `output`. */
export function outputOf<R>(reader: ModuleReader<R>, output: (r: R) => FileOutput | Promise<FileOutput>): ModuleReader<FileOutput | Promise<FileOutput>> {
  return { ...reader, result: () => output(reader.result()) };
}
