import { didYouMean } from '@synthesis/core';
import { REPORTER_NAMES, type ReporterName } from '@synthesis/runner';
import { InvalidArgumentError } from 'commander';

/** `--reporters`: comma-separated reporter names, or `none` for neither. */
export function parseReporters(value: string): ReporterName[] {
  if (value.trim() === 'none') return [];
  const names = value.split(',').map((name) => name.trim());
  const out: ReporterName[] = [];
  for (const name of names) {
    if (!(REPORTER_NAMES as readonly string[]).includes(name)) {
      throw new InvalidArgumentError(`"${name}" is not a reporter (reporters: ${REPORTER_NAMES.join(', ')}, or none).${didYouMean(name, REPORTER_NAMES)}`);
    }
    if (!out.includes(name as ReporterName)) out.push(name as ReporterName);
  }
  return out;
}
