/**
 * What `npm run check:deploy-docs` (deploy-docs.ts) compares, as pure functions of the texts:
 * the repository's functions, settings, migrations, and each doc's code blocks.
 */

export interface Repository {
  /** The folders of supabase/functions/ that are functions. */
  functions: string[]
  /** `[functions.<name>] verify_jwt` from supabase/config.toml, as parsed. */
  verifyJwt: Record<string, unknown>
  /** Whether the local backend's gateway serves each function without a key. */
  openLocally: Record<string, boolean>
  /** The functions' source files (tests left out). */
  functionSources: string[]
  /** supabase/migrations/*.sql, in the order they run. */
  migrations: string[]
}

/** The text of a Markdown document's fenced code blocks, in order, continuation lines joined. */
export function codeOf(markdown: string): string {
  return Array.from(markdown.matchAll(/^[ \t]*```[^\n]*\n([\s\S]*?)^[ \t]*```/gm), ([, code = '']) => code)
    .join('\n')
    .replace(/\\\n/g, ' ')
}

interface Command {
  at: number
  text: string
}

/** Each shell or SQL command of the code, with where it starts: split at lines, `&&` and `;`. */
function commandsOf(code: string): Command[] {
  const commands: Command[] = []
  for (const match of code.matchAll(/[^\n;&]+(?:&(?!&)[^\n;&]*)*/g)) {
    const text = match[0].replace(/\s#.*$/, '').trim()
    if (text) commands.push({ at: match.index, text })
  }
  return commands
}

/** The names after `supabase functions deploy` (flags left out). */
function deployedIn(command: string): string[] {
  const after = /\bfunctions\s+deploy\b(.*)$/.exec(command)?.[1]
  return after ? after.split(/\s+/).filter((word) => /^[a-z0-9][a-z0-9_-]*$/.test(word)) : []
}

const secretsSetIn = (command: string) =>
  /\bsecrets\s+set\b/.test(command) ? Array.from(command.matchAll(/\b([A-Z][A-Z0-9_]*)=/g), ([, name = '']) => name) : []

/** The variables the functions read from their environment, but the ones the platform injects. */
export function functionVariables(sources: string[]): string[] {
  const names = sources.flatMap((source) => Array.from(source.matchAll(/\bget\(\s*'([A-Z][A-Z0-9_]*)'\s*\)/g), ([, name = '']) => name))
  return [...new Set(names)].filter((name) => !name.startsWith('SUPABASE_')).sort()
}

/** Variables a doc's table marks optional (a row naming `NAME` and the word optional). */
export function optionalVariables(markdown: string): string[] {
  return markdown
    .split('\n')
    .filter((line) => line.startsWith('|') && /\boptional\b/i.test(line))
    .flatMap((line) => Array.from(line.matchAll(/`([A-Z][A-Z0-9_]*)`/g), ([, name = '']) => name))
}

/** The Vault secrets the migrations read (`vault.decrypted_secrets … name = '<name>'`). */
export function vaultSecrets(migrations: string[]): string[] {
  const names = migrations.flatMap((sql) => Array.from(sql.matchAll(/vault\.decrypted_secrets[\s\S]{0,80}?\bname\s*=\s*'([a-z0-9_]+)'/g), ([, name = '']) => name))
  return [...new Set(names)].sort()
}

/** The Cron jobs the migrations leave scheduled, in the order the migrations run. */
export function cronJobs(migrations: string[]): string[] {
  const jobs = new Set<string>()
  for (const sql of migrations) {
    for (const [, verb, name = ''] of sql.matchAll(/cron\.(schedule|unschedule)\(\s*'([^']+)'/g)) {
      if (verb === 'schedule') jobs.add(name)
      else jobs.delete(name)
    }
  }
  return [...jobs].sort()
}

interface Steps {
  push: number[]
  secrets: number[]
  deploys: number[]
  vault: number[]
  cron: number[]
}

function stepsOf(code: string): { steps: Steps; deployed: Set<string>; secretsSet: Set<string>; vault: Set<string>; cron: Set<string> } {
  const steps: Steps = { push: [], secrets: [], deploys: [], vault: [], cron: [] }
  const deployed = new Set<string>()
  const secretsSet = new Set<string>()
  for (const { at, text } of commandsOf(code)) {
    if (/\bdb\s+push\b/.test(text)) steps.push.push(at)
    const names = deployedIn(text)
    if (/\bfunctions\s+deploy\b/.test(text)) steps.deploys.push(at)
    names.forEach((name) => deployed.add(name))
    const secrets = secretsSetIn(text)
    if (secrets.length > 0) steps.secrets.push(at)
    secrets.forEach((name) => secretsSet.add(name))
  }
  const vault = new Set<string>()
  for (const match of code.matchAll(/vault\.create_secret\((?:[^;]*?),\s*'([a-z0-9_]+)'\s*\)/g)) {
    steps.vault.push(match.index)
    vault.add(match[1] ?? '')
  }
  const cron = new Set<string>()
  for (const match of code.matchAll(/cron\.schedule\(\s*'([^']+)'/g)) {
    steps.cron.push(match.index)
    cron.add(match[1] ?? '')
  }
  return { steps, deployed, secretsSet, vault, cron }
}

const ORDER: [keyof Steps, string][] = [
  ['push', '`supabase db push`'],
  ['secrets', '`supabase secrets set`'],
  ['deploys', '`supabase functions deploy`'],
  ['vault', '`vault.create_secret`'],
  ['cron', '`cron.schedule`'],
]

/** Every way the docs' deploy falls short of the repository, in words; empty when complete. */
export function deployProblems(repo: Repository, docs: Record<string, string>): string[] {
  const problems: string[] = []
  for (const name of repo.functions) {
    const verify = repo.verifyJwt[name]
    if (typeof verify !== 'boolean') problems.push(`supabase/config.toml states no verify_jwt for the function ${name} ([functions.${name}])`)
    else if (repo.openLocally[name] === verify) {
      problems.push(`the local backend serves ${name} ${verify ? 'without' : 'only with'} a key, while config.toml has verify_jwt = ${verify}`)
    }
  }
  for (const name of Object.keys(repo.verifyJwt)) {
    if (!repo.functions.includes(name)) problems.push(`supabase/config.toml configures [functions.${name}], which supabase/functions/ does not hold`)
  }
  const variables = functionVariables(repo.functionSources)
  const optional = new Set(Object.values(docs).flatMap(optionalVariables))
  const vaultNames = vaultSecrets(repo.migrations)
  const jobs = cronJobs(repo.migrations)
  for (const [doc, markdown] of Object.entries(docs)) {
    const { steps, deployed, secretsSet, vault, cron } = stepsOf(codeOf(markdown))
    if (steps.push.length === 0) problems.push(`${doc} never runs \`supabase db push\``)
    for (const name of repo.functions) if (!deployed.has(name)) problems.push(`${doc} does not deploy the function ${name} (\`supabase functions deploy ${name}\`)`)
    for (const name of variables) {
      if (!secretsSet.has(name) && !optional.has(name)) problems.push(`${doc} does not set ${name}, which the functions read (\`supabase secrets set ${name}=…\`, or a row marking it optional)`)
    }
    for (const name of vaultNames) if (!vault.has(name)) problems.push(`${doc} does not create the Vault secret ${name} the migrations read (\`vault.create_secret(…, '${name}')\`)`)
    for (const name of jobs) if (!cron.has(name)) problems.push(`${doc} does not schedule the Cron job ${name} the migrations define (\`cron.schedule('${name}', …)\`)`)
    for (let i = 0; i + 1 < ORDER.length; i += 1) {
      const [earlier, earlierName] = ORDER[i]!
      for (const [later, laterName] of ORDER.slice(i + 1)) {
        const last = Math.max(...steps[earlier])
        const first = Math.min(...steps[later])
        if (steps[earlier].length > 0 && steps[later].length > 0 && first < last) problems.push(`${doc}: ${laterName} comes before ${earlierName}`)
      }
    }
  }
  return problems
}
