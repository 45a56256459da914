import type { AnyChecker, BaseOptions, Checker } from './checker.js';
import { describeValue } from './describe-value.js';
import { SynthesisError } from './errors.js';
import { validateSchema, type SchemaProblem } from './json-schema.js';
import { equalsCopy, frozenCopy } from './options-snapshot.js';
import { didYouMean } from './suggest.js';
import type { CheckResultBase } from './types.js';

/** The error for options of checker `name` with problem `p`. */
function invalidOptions(name: string, p: SchemaProblem, hint: string): SynthesisError {
  return new SynthesisError(
    'SYNTHESIS_INVALID_OPTIONS',
    `Invalid options for ${name}: "${p.pointer || '/'}" ${p.message} (got ${describeValue(p.value)})`,
    { hint },
  );
}

/** Per checker, per caller's options object: a copy of what it held when resolved, and the result. */
const resolvedCache = new WeakMap<AnyChecker, WeakMap<object, { seen: unknown; resolved: Readonly<BaseOptions> }>>();
const defaultsCache = new WeakMap<AnyChecker, Readonly<BaseOptions>>();

/**
 * Validate options against the checker's schema, check that every disabled rule
 * exists, merge over the defaults, ask the checker's `optionsProblem` whether the
 * merged options fit together, and freeze (a deep copy: the caller's arrays are
 * not shared). Results are cached per options object, so calling this for every case
 * costs one comparison after the first; an object changed since is validated again.
 */
export function resolveOptions<O extends BaseOptions>(checker: Checker<O, CheckResultBase>, options?: Partial<O>): Readonly<O> {
  const any = checker as unknown as AnyChecker;
  if (options === undefined) {
    let d = defaultsCache.get(any);
    if (!d) {
      d = Object.freeze({ ...checker.meta.defaultOptions });
      defaultsCache.set(any, d);
    }
    return d as Readonly<O>;
  }
  let perChecker = resolvedCache.get(any);
  if (!perChecker) {
    perChecker = new WeakMap();
    resolvedCache.set(any, perChecker);
  }
  const hit = perChecker.get(options);
  if (hit && equalsCopy(options, hit.seen)) return hit.resolved as Readonly<O>;
  const name = checker.meta.name;
  const problem = validateSchema(checker.meta.optionsSchema, options)[0];
  if (problem) throw invalidOptions(name, problem, `See the ${name} README for its options.`);
  const ids = checker.meta.rules.map((r) => r.id);
  for (const id of options.disabledRules ?? []) {
    if (!ids.includes(id)) {
      throw new SynthesisError(
        'SYNTHESIS_INVALID_OPTIONS',
        `Invalid options for ${name}: disabledRules names unknown rule "${id}".${didYouMean(id, ids)}`,
        { hint: `Known rules: ${ids.join(', ')}` },
      );
    }
  }
  const seen = frozenCopy(options);
  const merged = Object.freeze({ ...checker.meta.defaultOptions, ...seen }) as Readonly<O>;
  const together = checker.optionsProblem?.(merged);
  if (together) throw invalidOptions(name, together, together.hint);
  perChecker.set(options, { seen, resolved: merged });
  return merged;
}

/** The disabled-rule set of resolved options (shared empty set when none). */
const EMPTY = new Set<string>();
const disabledCache = new WeakMap<object, ReadonlySet<string>>();
export function disabledRuleSet(options: Readonly<BaseOptions>): ReadonlySet<string> {
  const list = options.disabledRules;
  if (!list || list.length === 0) return EMPTY;
  let set = disabledCache.get(options);
  if (!set) {
    set = new Set(list);
    disabledCache.set(options, set);
  }
  return set;
}
