/**
 * Where the rule engine runs patterns while `fn` runs: the offset of each sticky
 * regex run (the engine tries a rule's pattern sticky, at a candidate word), in
 * order, and what `fn` returned. `RegExp.prototype.test` is restored afterwards.
 */
export function patternRunsDuring<T>(fn: () => T): { runs: number[]; value: T } {
  const runs: number[] = [];
  const test = RegExp.prototype.test;
  RegExp.prototype.test = function (this: RegExp, s: string): boolean {
    if (this.sticky) runs.push(this.lastIndex);
    return test.call(this, s);
  };
  try {
    return { runs, value: fn() };
  } finally {
    RegExp.prototype.test = test;
  }
}
