// Fallback for hosts without /usr/bin/time: the measured process writes its own peak RSS (KB)
// to $PTX_BENCH_RSS_FILE when it exits. Loaded with `node --import`.
import { writeFileSync } from 'node:fs';

process.on('exit', () => {
  const f = process.env.PTX_BENCH_RSS_FILE;
  if (f) writeFileSync(f, `${process.resourceUsage().maxRSS}\n`);
});
