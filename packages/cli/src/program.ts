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

const EXIT_CODES = `
Exit codes:
  0  unexpected failures <= --fail-on (expected failures never count)
  1  fatal error: bad arguments, missing or invalid cases, schema, config or plugin
  2  unexpected failures > --fail-on (check: a check failed)

Environment:
  MCP_OUTPUT=json  print only the MCP artifact object on stdout (summary goes to stderr)
  NO_COLOR, FORCE_COLOR  color control (--no-color wins)`;

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
    .addOption(new Option('--workers <n|auto>', 'worker threads running the checks: a positive integer or auto, one per core (default: auto when the case files total 1 MB or more, else 1)').argParser(parseWorkers))
    .addOption(new Option('--reporters <names>', 'what the run writes, comma-separated: console (the summary), json (the report at --out), or none (default: console,json)').argParser(parseReporters))
    .addHelpText('after', EXIT_CODES)
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
    .addHelpText('after', EXIT_CODES)
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
  --workers <n|auto>  worker threads running the checks: a positive integer, or auto = one per core
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
