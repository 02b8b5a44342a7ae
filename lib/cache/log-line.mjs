// A line of the shop's JSON log (lib/log.ts's format) for the cache handlers,
// which Next.js loads unbundled and which therefore cannot import lib/log.ts.
export function logLine(level, msg, fields) {
  const line = JSON.stringify({ time: new Date().toISOString(), level, area: "cache", msg, ...fields });
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}
