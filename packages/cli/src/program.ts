import { didYouMean } from '@synthesis/core';
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { runCheckCommand, type CheckFlags } from './check-command.js';
import { DEFAULT_CASES, DEFAULT_OUT, runEval, type EvalFlags } from './eval-command.js';
import { DEFAULT_SCHEMA } from './schema-path.js';
import { CLI_VERSION } from './version.js';
import { parseReporters } from './reporters-option.js';
import { parseWorkers } from './workers-option.js';

/** `--cases` given more than once: every value, in order (once: the value itself). */
function collectCases(value: string, previous: string | string[] | undefined): string | string[] {
  if (previous === undefined) return value;
  return [...(Array.isArray(previous) ? previous : [previous]), value];
}

/** `--fail-on`: a non-negative integer, nothing else. */
export function parseFailOn(value: string): number {
  if (!/^[0-9]+$/.test(value)) throw new InvalidArgumentError(`must be a non-negative integer (got "${value}")`);
  return Number(value);
}

/** A commander error as one line: `synthesis: <what> (Did you mean …?) (see <help>)`. */
function oneLine(text: string, help: string): string {
  return `${text.replace(/^error: /, 'synthesis: ').replace(/\s*\n\s*/g, ' ').trim()} (see ${help})\n`;
}

const collect = (value: string, previous: string[] = []): string[] => [...previous, value];

const ENVIRONMENT = (toStderr: string): string => `
Environment:
  MCP_OUTPUT=json  print only the MCP artifact object on stdout (${toStderr} to stderr)
  NO_COLOR, FORCE_COLOR  color control (--no-color wins)`;

const EVAL_EXIT_CODES = `
Exit codes:
  0  unexpected failures <= --fail-on (expected failures never count)
  1  fatal error: bad arguments, missing or invalid cases, schema, config or plugin
  2  unexpected failures > --fail-on`;

const CHECK_EXIT_CODES = `
Exit codes:
  0  every check passed (or did not apply)
  1  fatal error: bad arguments or input, unknown check, config or plugin
  2  a check failed (or its checker threw)`;

const EXIT_CODES = `${EVAL_EXIT_CODES} (check: a check failed)
${ENVIRONMENT('eval\'s summary and check\'s verdicts go')}`;

/** Options shared by `eval` and `check`, accepted before or after the subcommand. */
function addGlobal(cmd: Command): Command {
  return cmd
    .option('--no-color', 'disable colors (also NO_COLOR=1, or when output is not a terminal)')
    .option('--plugin <name>', 'load a checker plugin: short name, package or path (repeatable)', collect)
    .option('--config <path>', 'config file (default: nearest synthesis.config.{json,mjs,js})');
}

/**
 * The `synthesis` command. With no subcommand it runs `eval`. Errors from commander
 * (unknown option, bad --fail-on) are one line plus "see --help", exit code 1.
 */
export function createProgram(): Command {
  const program = new Command('synthesis')
    .description('Deterministic, rule-based evaluation of AI assistant replies: agency, unverifiable reassurance, topic pivots.')
    .version(CLI_VERSION, '--version', 'print the version')
    .helpOption('-h, --help', 'show help')
    .showSuggestionAfterError(true)
    .exitOverride()
    .configureOutput({
      outputError: (text, write) => write(oneLine(text, 'synthesis --help')),
    });
  addGlobal(program);

  const evalCmd = new Command('eval')
    .description('run a JSONL suite and write the JSON report (the default command)')
    .option('--cases <path>', `cases: a JSONL file, a directory of *.jsonl, or a quoted glob; repeat to combine (default: ${DEFAULT_CASES})`, collectCases)
    .option('--schema <path>', `case JSON Schema (default: ${DEFAULT_SCHEMA}, else the bundled copy)`)
    .option('--out <path>', `JSON report path (default: ${DEFAULT_OUT})`)
    .addOption(new Option('--fail-on <n>', 'unexpected failures allowed before exit code 2 (default: 0)').argParser(parseFailOn))
    .addOption(new Option('--workers <n|auto>', 'worker threads running the checks: a positive integer (at most one per core) or auto, one per core (default: auto when the case files total 1 MB or more, else 1)').argParser(parseWorkers))
    .addOption(new Option('--reporters <names>', 'what the run writes, comma-separated: console (the summary), json (the report at --out), or none (default: console,json)').argParser(parseReporters))
    .addHelpText('after', `${EVAL_EXIT_CODES}\n${ENVIRONMENT('the summary goes')}`)
    .action(async (_opts, cmd: Command) => {
      await runEval(cmd.optsWithGlobals<EvalFlags>());
    });
  addGlobal(evalCmd);

  const checkCmd = new Command('check')
    .description('check one turn and explain each verdict (or pipe {"user","assistant","checks"?} JSON on stdin)')
    .option('--user <text>', 'the user message')
    .option('--assistant <text>', 'the assistant reply to check')
    .option('--checks <names>', 'comma-separated check names (default: all)')
    .option('--json', 'print the raw results as JSON')
    .addHelpText('after', `${CHECK_EXIT_CODES}\n${ENVIRONMENT('the verdicts, or the --json results, go')}`)
    .action(async (_opts, cmd: Command) => {
      await runCheckCommand(cmd.optsWithGlobals<CheckFlags>());
    });
  addGlobal(checkCmd);

  program.addCommand(evalCmd, { isDefault: true });
  program.addCommand(checkCmd);
  program.addHelpText('after', `
Eval options (synthesis [eval] [options]; values from a config file apply when a flag is absent):
  --cases <path>      a JSONL file, a directory of *.jsonl, or a quoted glob ('data/{a,b}.jsonl');
                      repeat the flag to combine several (default: ${DEFAULT_CASES})
  --schema <path>     case JSON Schema (default: ${DEFAULT_SCHEMA}, else the bundled copy)
  --out <path>        JSON report path, written atomically (default: ${DEFAULT_OUT})
  --fail-on <n>       unexpected failures allowed before exit code 2 (default: 0)
  --workers <n|auto>  worker threads running the checks: a positive integer (at most one per core), or auto = one per core
                      (default: auto when the case files total 1 MB or more, else 1)
  --reporters <names> what the run writes: console (the summary), json (the report at --out),
                      both comma-separated (the default), or none (only the exit code)

Check options (synthesis check [options]):
  --user <text> --assistant <text>  the turn to check (or JSON on stdin)
  --checks <names>                  comma-separated check names (default: all)
  --json                            raw results as JSON
${EXIT_CODES}`);
  for (const cmd of [evalCmd, checkCmd]) {
    cmd.exitOverride().showSuggestionAfterError(true).configureOutput({
      outputError: (text, write) => write(oneLine(text, `synthesis ${cmd.name()} --help`)),
    });
  }
  return program;
}

/** An argument as a shell user would retype it. */
const shellWord = (arg: string): string => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`);

/** Each flag (`--cases`, `-h`) of `options`, with its option. */
function byFlag(options: readonly Option[]): Map<string, Option> {
  return new Map(options.flatMap((o) => [o.long, o.short].flatMap((f) => (f ? [[f, o] as const] : []))));
}

const flagOf = (arg: string): string => arg.split('=')[0]!;

/**
 * `synthesis --cases x eval`, `synthesis --fail-on 2 check …`: a subcommand after
 * options that only a subcommand knows. Commander reads such a line as the default
 * command (eval) with a stray argument or an unknown option; say what happened
 * and how to write it instead, or '' when the line is not like that.
 */
export function misplacedSubcommand(argv: readonly string[], program: Command): string {
  const globals = byFlag(program.options);
  const local = byFlag(program.commands.flatMap((c) => c.options));
  const leading: string[][] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const option = arg.startsWith('-') ? globals.get(flagOf(arg)) ?? local.get(flagOf(arg)) : undefined;
    if (option !== undefined) {
      const takesValue = (option.required || option.optional) && !arg.includes('=') && i + 1 < argv.length;
      leading.push(takesValue ? [arg, argv[++i]!] : [arg]);
      continue;
    }
    const sub = program.commands.find((c) => c.name() === arg);
    if (sub === undefined || leading.every(([flag]) => globals.has(flagOf(flag!)))) return '';
    const known = new Set([...globals.keys(), ...byFlag(sub.options).keys()]);
    const kept = leading.filter(([flag]) => known.has(flagOf(flag!)));
    const dropped = leading.filter(([flag]) => !known.has(flagOf(flag!))).map(([flag]) => flagOf(flag!));
    const fixed = ['synthesis', arg, ...kept.flat(), ...argv.slice(i + 1)].map(shellWord).join(' ');
    const note = dropped.length ? ` (${arg} has no ${dropped.join(', ')})` : '';
    const read = arg === 'eval' ? 'an argument' : 'an argument of the default command, eval';
    return `synthesis: '${arg}' after options is read as ${read}; the subcommand comes first: ${fixed}${note} (see synthesis ${arg} --help)\n`;
  }
  return '';
}

/**
 * `synthesis --cases a.jsonl b.jsonl`, `synthesis check --user I am sad`: words that
 * are neither an option, an option's value nor the subcommand. Neither command takes
 * arguments, and commander would only say "too many arguments"; name the first such
 * word and say how values are given, or '' when there is none (or an unknown option,
 * which commander reports better: it may take a value we cannot know of).
 */
export function strayArgument(argv: readonly string[], program: Command): string {
  const globals = byFlag(program.options);
  let command: Command | undefined;
  let onlyGlobals = true; // a subcommand may follow global options
  let stray: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') break;
    if (arg.startsWith('-')) {
      const global = globals.get(flagOf(arg));
      const option = global ?? byFlag((command ?? program.commands.find((c) => c.name() === 'eval')!).options).get(flagOf(arg));
      if (option === undefined) return '';
      if (global === undefined) onlyGlobals = false;
      if ((option.required || option.optional) && !arg.includes('=')) i++;
      continue;
    }
    if (command === undefined && onlyGlobals) {
      if (arg === 'help') return '';
      command = program.commands.find((c) => c.name() === arg);
      if (command !== undefined) continue;
    }
    stray ??= arg;
  }
  if (stray === undefined) return '';
  const name = command?.name() ?? 'eval';
  const example = name === 'check' ? "--user 'I feel low'" : "--cases 'my cases.jsonl' (repeat --cases for more files)";
  return `synthesis: unexpected argument '${stray}': ${name} takes only options; a value goes right after its option, quoted when it holds spaces: ${example} (see synthesis ${name} --help)\n`;
}

/** Parse `argv` (without node and script) and run. Sets `process.exitCode`; never calls `process.exit`. */
export async function main(argv: readonly string[]): Promise<void> {
  const program = createProgram();
  const first = argv[0];
  const commands = ['eval', 'check', 'help'];
  if (first !== undefined && !first.startsWith('-') && !commands.includes(first)) {
    process.stderr.write(`synthesis: unknown command '${first}'.${didYouMean(first, commands)} (see synthesis --help)\n`);
    process.exitCode = 1;
    return;
  }
  const misplaced = misplacedSubcommand(argv, program) || strayArgument(argv, program);
  if (misplaced) {
    process.stderr.write(misplaced);
    process.exitCode = 1;
    return;
  }
  try {
    await program.parseAsync([...argv], { from: 'user' });
  } catch (error) {
    if (error instanceof CommanderError) {
      process.exitCode = error.exitCode === 0 ? 0 : 1;
      return;
    }
    throw error;
  }
}
