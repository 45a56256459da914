/** A live case counter on stderr, for long runs in a terminal. */
export interface Progress {
  /** `count` more cases done (default 1). */
  tick(count?: number): void;
  /** Stop and erase the counter line. */
  done(): void;
}

const NONE: Progress = { tick() {}, done() {} };

/**
 * `\r  12,345 cases…` on stderr every `everyMs`, only when stderr is a TTY and
 * `enabled` (off with MCP_OUTPUT=json). Counting is a plain increment, so the
 * per-case cost is nil; drawing happens on a timer.
 */
export function startProgress(enabled: boolean, everyMs = 250): Progress {
  if (!enabled || !process.stderr.isTTY) return NONE;
  let count = 0;
  let drawn = false;
  const timer = setInterval(() => {
    process.stderr.write(`\r  ${count.toLocaleString('en-US')} cases…`);
    drawn = true;
  }, everyMs);
  timer.unref();
  return {
    tick(n = 1) {
      count += n;
    },
    done() {
      clearInterval(timer);
      if (drawn) process.stderr.write('\r\u001b[K');
    },
  };
}
