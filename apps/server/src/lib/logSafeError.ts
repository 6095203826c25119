/**
 * What the log may say about an error: its kind, the SQL (never its parameter values), the database's
 * code, table, column and constraint, and the stack frames. Parameter values, the database's `detail`
 * (`Key (identifier)=(…)`) and the values quoted in data errors (`invalid input syntax …: "…"`) can hold
 * password hashes and members' personal data, so they never reach the log.
 */
export function logSafeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const fields = error as Error & Record<string, unknown>;
  const code = typeof fields.code === 'string' ? fields.code : undefined;
  const message = safeMessage(error.message, code);
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const safe: Record<string, unknown> = {
    type: error.constructor.name,
    message,
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
  };
  for (const key of ['code', 'table', 'column', 'constraint', 'routine', 'statusCode'] as const) {
    const value = fields[key];
    if (typeof value === 'string' || typeof value === 'number') safe[key] = value;
  }
  if (error.cause !== undefined && depth < 3) safe.cause = logSafeError(error.cause, depth + 1);
  return safe;
}

function safeMessage(message: string, code: string | undefined): string {
  // Drizzle: "Failed query: <sql>\nparams: <values>"
  const withoutParams = message.replace(/\nparams: [\s\S]*$/, '');
  // PostgreSQL data exceptions (class 22) quote the offending value
  return code?.startsWith('22') ? withoutParams.replace(/"(?:[^"]|"")*"/g, '"…"') : withoutParams;
}
