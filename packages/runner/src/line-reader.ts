import { createReadStream } from 'node:fs';

/** One raw line of a file: its 1-based number and its bytes (no `\n`, no trailing `\r`). */
export interface RawLine {
  /** 1-based line number. */
  line: number;
  bytes: Buffer;
}

/** Lines longer than this are not read: a case that size is a mistake (often a JSON array file, not JSONL), and the run would run out of memory on it. */
export const MAX_LINE_BYTES = 10_000_000;

/** A line longer than the reader's limit: where it starts, how long it was found to be, and the limit. */
export class LineTooLongError extends Error {
  constructor(
    readonly line: number,
    readonly bytes: number,
    readonly limit: number,
  ) {
    super(`line ${line} is longer than ${limit} bytes`);
  }
}

const NL = 0x0a;
const CR = 0x0d;

/** Drop one trailing `\r`, and a UTF-8 BOM at the start of line 1. */
function clean(bytes: Buffer, line: number): Buffer {
  let b = bytes.length > 0 && bytes[bytes.length - 1] === CR ? bytes.subarray(0, bytes.length - 1) : bytes;
  if (line === 1 && b.length >= 3 && b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf) b = b.subarray(3);
  return b;
}

/**
 * Read a file as lines of bytes, one batch per chunk read, without ever holding
 * more than one chunk plus one partial line in memory. Splitting bytes (not
 * decoded text) keeps line numbers exact and lets the caller reject invalid UTF-8
 * line by line. A UTF-8 BOM at the start of the file is dropped.
 */
export async function* readLines(path: string, chunkSize = 1 << 16, maxLineBytes = MAX_LINE_BYTES): AsyncGenerator<RawLine[]> {
  let carry: Buffer[] = [];
  let carried = 0;
  let lineNo = 0;
  for await (const data of createReadStream(path, { highWaterMark: chunkSize })) {
    const chunk = data as Buffer;
    const batch: RawLine[] = [];
    let from = 0;
    let at: number;
    while ((at = chunk.indexOf(NL, from)) !== -1) {
      let bytes = chunk.subarray(from, at);
      if (carried + bytes.length > maxLineBytes) throw new LineTooLongError(lineNo + 1, carried + bytes.length, maxLineBytes);
      if (carry.length > 0) {
        carry.push(bytes);
        bytes = Buffer.concat(carry);
        carry = [];
        carried = 0;
      }
      batch.push({ line: ++lineNo, bytes: clean(bytes, lineNo) });
      from = at + 1;
    }
    // copy the tail: the chunk buffer may be pooled and reused by the stream
    if (from < chunk.length) {
      carried += chunk.length - from;
      if (carried > maxLineBytes) throw new LineTooLongError(lineNo + 1, carried, maxLineBytes);
      carry.push(Buffer.from(chunk.subarray(from)));
    }
    if (batch.length > 0) yield batch;
  }
  if (carry.length > 0) yield [{ line: ++lineNo, bytes: clean(Buffer.concat(carry), lineNo) }];
}
