// Preloaded into the action's process by run-action.ts: writes its peak resident memory (KiB) and
// CPU time (ms) to the file named by PEAK_RSS_FILE when it exits, so a test can bound both.
import { writeFileSync } from 'node:fs'

process.on('exit', () => {
  const usage = process.resourceUsage()
  const cpuMs = Math.round((usage.userCPUTime + usage.systemCPUTime) / 1000)
  writeFileSync(process.env.PEAK_RSS_FILE, JSON.stringify({ maxRssKiB: usage.maxRSS, cpuMs }))
})
