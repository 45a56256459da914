import { Chalk, supportsColor, supportsColorStderr, type ChalkInstance } from 'chalk';

/** chalk color level: 0 none, 1 basic 16 colors, 2 256 colors, 3 truecolor. */
export type ColorLevel = 0 | 1 | 2 | 3;

export interface ColorChoice {
  /** The stream the text goes to; its TTY-ness decides by default. */
  stream?: 'stdout' | 'stderr';
  /** `--no-color`: no color, whatever the environment says. */
  noColor?: boolean;
  /** Environment to read `NO_COLOR` / `FORCE_COLOR` from. Default `process.env`. */
  env?: Readonly<Record<string, string | undefined>>;
}

/**
 * The color level for a stream: `--no-color` wins; then `FORCE_COLOR` (chalk's
 * own detection reads it); then a non-empty `NO_COLOR` turns color off; otherwise
 * chalk's detection (a TTY that supports color).
 */
export function colorLevel(choice: ColorChoice = {}): ColorLevel {
  if (choice.noColor) return 0;
  const env = choice.env ?? process.env;
  const detected = choice.stream === 'stderr' ? supportsColorStderr : supportsColor;
  const level = detected ? (detected.level as ColorLevel) : 0;
  if (env.FORCE_COLOR !== undefined) return level;
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return 0;
  return level;
}

/** A chalk instance with an explicit level (tests force one; only this package knows chalk). */
export function createColors(level: ColorLevel): ChalkInstance {
  return new Chalk({ level });
}
