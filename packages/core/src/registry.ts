import { CHECKER_API_VERSION, type AnyChecker } from './checker.js';
import { describeValue } from './describe-value.js';
import { SynthesisError } from './errors.js';
import { suggestName } from './suggest.js';

/** Checkers by the name cases use. The runner queries it; nothing is hard-wired. */
export interface Registry {
  /** The checker registered as `name`; throws an error listing known names otherwise. */
  get(name: string): AnyChecker;
  has(name: string): boolean;
  /** Registered names, in registration order. */
  names(): string[];
  checkers(): AnyChecker[];
}

/** Thrown by {@link Registry.get} for a name nobody registered. */
export class UnknownCheckError extends SynthesisError {
  readonly checkName: string;
  readonly known: readonly string[];
  readonly suggestion: string | undefined;

  constructor(name: string, known: readonly string[]) {
    const suggestion = suggestName(name, known);
    super(
      'SYNTHESIS_UNKNOWN_CHECK',
      `Unknown check "${name}". Known checks: ${known.join(', ') || '(none)'}.${suggestion ? ` Did you mean "${suggestion}"?` : ''}`,
    );
    this.checkName = name;
    this.known = known;
    this.suggestion = suggestion;
  }
}

/** What a rejected registry entry is, briefly: a whole function or object in JSON says too much. */
function notChecker(value: unknown): string {
  if (typeof value === 'function') return `a function${value.name ? ` (${value.name})` : ''}`;
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object' && value !== null) return `an object with keys ${Object.keys(value).join(', ') || '(none)'}`;
  return describeValue(value);
}

/** Build a registry from a list (or a name-keyed object) of checkers. Duplicate names are rejected. */
export function createRegistry(checkers: Iterable<AnyChecker> | Readonly<Record<string, AnyChecker>>): Registry {
  if (typeof checkers !== 'object' || checkers === null) {
    throw new SynthesisError('SYNTHESIS_INVALID_CHECKER', `createRegistry takes a list or a name-keyed object of checkers (got ${describeValue(checkers)})`);
  }
  const entries: [string, AnyChecker][] = Symbol.iterator in checkers
    ? [...(checkers as Iterable<AnyChecker>)].map((c, i) => [`[${i}]`, c])
    : Object.entries(checkers as Record<string, AnyChecker>).map(([key, c]) => [`"${key}"`, c]);
  const byName = new Map<string, AnyChecker>();
  for (const [at, checker] of entries) {
    if (checker?.apiVersion !== CHECKER_API_VERSION || typeof checker.meta?.name !== 'string') {
      throw new SynthesisError(
        'SYNTHESIS_INVALID_CHECKER',
        `Not a checker at ${at}: expected an object with apiVersion ${CHECKER_API_VERSION} and meta.name (got ${notChecker(checker)})`,
        { hint: 'Register the checker objects (agencyChecker, …), not the check functions or a module.' },
      );
    }
    const name = checker.meta.name;
    if (byName.has(name)) {
      throw new SynthesisError('SYNTHESIS_DUPLICATE_CHECK', `Check "${name}" is registered twice`, {
        hint: 'Each check name may be provided by one checker only; rename or drop one of them.',
      });
    }
    byName.set(name, checker);
  }
  const names = [...byName.keys()];
  return {
    get(name) {
      const checker = byName.get(name);
      if (!checker && typeof name !== 'string') {
        throw new SynthesisError('SYNTHESIS_UNKNOWN_CHECK', `A check name must be a string (got ${describeValue(name)}). Known checks: ${names.join(', ') || '(none)'}.`);
      }
      if (!checker) throw new UnknownCheckError(name, names);
      return checker;
    },
    has: (name) => byName.has(name),
    names: () => [...names],
    checkers: () => [...byName.values()],
  };
}
