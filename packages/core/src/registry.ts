import { CHECKER_API_VERSION, type AnyChecker } from './checker.js';
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

/** Build a registry from a list (or a name-keyed object) of checkers. Duplicate names are rejected. */
export function createRegistry(checkers: Iterable<AnyChecker> | Readonly<Record<string, AnyChecker>>): Registry {
  const list: AnyChecker[] = Symbol.iterator in Object(checkers)
    ? [...(checkers as Iterable<AnyChecker>)]
    : Object.values(checkers as Record<string, AnyChecker>);
  const byName = new Map<string, AnyChecker>();
  for (const checker of list) {
    if (checker?.apiVersion !== CHECKER_API_VERSION || typeof checker.meta?.name !== 'string') {
      throw new SynthesisError('SYNTHESIS_INVALID_CHECKER', `Not a checker (apiVersion ${CHECKER_API_VERSION} with meta.name expected)`);
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
      if (!checker) throw new UnknownCheckError(name, names);
      return checker;
    },
    has: (name) => byName.has(name),
    names: () => [...names],
    checkers: () => [...byName.values()],
  };
}
