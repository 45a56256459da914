import type { AnyChecker } from '@synthesis/core';
import { agencyChecker } from '@synthesis/agency';
import { reassuranceChecker } from '@synthesis/reassurance';
import { pivotChecker } from '@synthesis/pivot';

/** The three checks every `synthesis` run knows, in report order. */
export function builtinCheckers(): AnyChecker[] {
  return [agencyChecker, reassuranceChecker, pivotChecker] as AnyChecker[];
}
