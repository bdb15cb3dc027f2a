// What of an unexpected error may be logged. Database driver errors carry the query's parameters (e-mails today,
// SSNs or bank numbers tomorrow) in their message and fields, so only the error's name, code and stack frames go out.
export function errorSummary(error: unknown): { name: string; code?: string; stack?: string } {
  if (!(error instanceof Error)) return { name: typeof error };
  const code = (error as { code?: unknown }).code;
  const frames = error.stack?.split('\n').slice(1, 8).join('\n');
  return { name: error.name, ...(typeof code === 'string' ? { code } : {}), ...(frames ? { stack: frames } : {}) };
}
