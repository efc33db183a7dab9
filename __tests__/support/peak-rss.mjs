// Preloaded into the action's process by run-action.ts: writes its peak resident memory (KiB) and
// CPU time (ms) to the file named by PEAK_RSS_FILE when it exits, so a test can bound both.
//
// The peak comes from VmHWM of /proc/self/status where there is one (Linux): the high-water mark of
// this process's own memory since it started Node. getrusage's maxRSS (process.resourceUsage) is the
// fallback elsewhere: on Linux it also counts the parent's resident memory at the fork before the
// exec, so a test runner that holds 400 MiB would make every child look that large.
import { readFileSync, writeFileSync } from 'node:fs'

function peakRssKiB() {
  try {
    const match = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'))
    if (match) return Number(match[1])
  } catch {
    // not Linux
  }
  return process.resourceUsage().maxRSS
}

process.on('exit', () => {
  const usage = process.resourceUsage()
  const cpuMs = Math.round((usage.userCPUTime + usage.systemCPUTime) / 1000)
  writeFileSync(process.env.PEAK_RSS_FILE, JSON.stringify({ maxRssKiB: peakRssKiB(), cpuMs }))
})
