// Removes what must never reach a log line from free text sent by clients: SSNs, card/bank-like digit runs,
// JWTs and e-mail-style codes. Applied to client log messages before they are written.
const PATTERNS: [RegExp, string][] = [
  [/eyJ[\w-]+\.[\w-]+\.[\w-]+/g, '[token]'],
  [/\b\d{3}-\d{2}-\d{4}\b/g, '[ssn]'],
  [/\b\d{6,17}\b/g, '[number]'],
  [/("?(password|transient|ssn|accountNumber|routingNumber|code)"?\s*[:=]\s*)("[^"]*"|\S+)/gi, '$1[redacted]'],
];

export function scrub(text: string, maxLength = 2000): string {
  let out = text.length > maxLength ? `${text.slice(0, maxLength)}…` : text;
  for (const [pattern, replacement] of PATTERNS) out = out.replace(pattern, replacement);
  return out;
}
