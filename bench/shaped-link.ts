/**
 * A network link of a given rate between this machine's root network namespace (the server's side)
 * and a network namespace of its own (the client's side), for benchmarks whose figures depend on the
 * link more than on the CPU: a pair of veth interfaces, each end with a token bucket (`tc qdisc …
 * tbf`) at the rate, in both directions. A client runs on the far side behind `wrapper`
 * (`ip netns exec NS`); the server listens on `serverAddress` in the root namespace.
 *
 * It needs Linux, root (CAP_NET_ADMIN) and iproute2's `ip` and `tc`: `linkUnavailable()` says which
 * is missing, so that a benchmark can say so and skip rather than report figures of an unshaped link.
 * Everything it creates is named after this process and removed by `dispose()` (the namespace, and
 * with it both veth ends and their qdiscs, and its folder of /etc/netns).
 *
 * On the client's side `localhost` names the server (`/etc/netns/NS/hosts`, which `ip netns exec`
 * mounts over /etc/hosts there): the action and the tool send an API key over plain http to loopback
 * hosts only, and take `localhost` on trust, so that a local emulator needs no TLS. The address
 * itself, `serverAddress`, goes through the same link (curl resolves `localhost` itself, to 127.0.0.1).
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, rmdirSync, rmSync, writeFileSync } from 'node:fs'
import * as path from 'node:path'

const IP = ['/usr/sbin/ip', '/sbin/ip', '/usr/bin/ip', '/bin/ip']
const TC = ['/usr/sbin/tc', '/sbin/tc', '/usr/bin/tc', '/bin/tc']

const found = (candidates: string[]): string | undefined => candidates.find(existsSync)

/** Why a shaped link cannot be made here, or undefined when it can. */
export function linkUnavailable(): string | undefined {
  if (process.platform !== 'linux')
    return `network namespaces need Linux (this is ${process.platform})`
  if (process.getuid?.() !== 0) return 'creating a network namespace and its qdiscs needs root'
  if (!found(IP)) return "iproute2's `ip` is not installed"
  if (!found(TC)) return "iproute2's `tc` is not installed"
  // Root in a container may still lack CAP_NET_ADMIN: try, and undo.
  const probe = `benchprobe${process.pid}`
  try {
    run(found(IP) as string, ['netns', 'add', probe])
    run(found(IP) as string, ['netns', 'del', probe])
  } catch (error) {
    return `\`ip netns add\` failed (no CAP_NET_ADMIN?): ${(error as Error).message.split('\n')[0]}`
  }
  return undefined
}

function run(command: string, args: string[]): string {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
  } catch (error) {
    const stderr = String((error as { stderr?: unknown }).stderr ?? '').trim()
    throw new Error(`${command} ${args.join(' ')}: ${stderr || (error as Error).message}`, {
      cause: error
    })
  }
}

export interface LinkOptions {
  /** The rate of each direction, in Mbit/s (10^6 bits of Ethernet frames per second, as tc counts). */
  rateMbit: number
  /** The token bucket's size in bytes (what may go at once at line rate); default 1 ms of the rate, at least 128 KiB. */
  burstBytes?: number
  /** Added one-way delay on the client's side (netem), in milliseconds; 0 for none. */
  delayMs?: number
  /** The /30 the two ends take: `${subnet}.1` the server's, `${subnet}.2` the client's. */
  subnet?: string
}

export class ShapedLink {
  readonly namespace: string
  readonly serverAddress: string
  readonly clientAddress: string
  /** What to put before a command to run it on the client's side. */
  readonly wrapper: string[]
  /** The tc commands that shaped it, for the report. */
  readonly shaping: string[] = []
  private readonly ip = found(IP) as string
  private readonly tc = found(TC) as string
  private readonly serverEnd: string
  private readonly clientEnd: string
  private disposed = false
  private readonly etcDir: string
  private madeEtcNetns = false

  constructor(readonly options: LinkOptions) {
    const id = process.pid % 100000
    this.namespace = `bench-client-${process.pid}`
    this.serverEnd = `bsrv${id}`
    this.clientEnd = `bcli${id}`
    const subnet = options.subnet ?? '10.213.77'
    this.serverAddress = `${subnet}.1`
    this.clientAddress = `${subnet}.2`
    this.wrapper = [this.ip, 'netns', 'exec', this.namespace]
    this.etcDir = path.join('/etc/netns', this.namespace)
    try {
      this.create()
    } catch (error) {
      this.dispose()
      throw error
    }
  }

  private inNamespace(command: string, args: string[]): string {
    return run(this.ip, ['netns', 'exec', this.namespace, command, ...args])
  }

  private create(): void {
    const { ip, namespace, serverEnd, clientEnd } = this
    run(ip, ['netns', 'add', namespace])
    this.madeEtcNetns = !existsSync(path.dirname(this.etcDir))
    mkdirSync(this.etcDir, { recursive: true })
    writeFileSync(path.join(this.etcDir, 'hosts'), `${this.serverAddress} localhost\n`)
    run(ip, ['link', 'add', serverEnd, 'type', 'veth', 'peer', 'name', clientEnd])
    run(ip, ['link', 'set', clientEnd, 'netns', namespace])
    run(ip, ['addr', 'add', `${this.serverAddress}/30`, 'dev', serverEnd])
    run(ip, ['link', 'set', serverEnd, 'up'])
    this.inNamespace(ip, ['addr', 'add', `${this.clientAddress}/30`, 'dev', clientEnd])
    this.inNamespace(ip, ['link', 'set', clientEnd, 'up'])
    this.inNamespace(ip, ['link', 'set', 'lo', 'up'])
    const { rateMbit, delayMs = 0 } = this.options
    // A token bucket at the rate, and a queue of 20 ms more (TCP's own pacing keeps it far from
    // full). Its burst is 1 ms of the rate, and at least 128 KiB: tbf cuts a packet larger than its
    // bucket into MTU-sized ones in software, and veth hands TCP's segmentation-offloaded packets of up
    // to 64 KiB (and headers) to it whole. With a bucket of 64 KiB every such packet was cut: that
    // more than doubled the CPU of the sender (charged to curl or the tool) and of the emulator,
    // which then takes 1500-byte packets one by one, where real NICs cut and join them in hardware
    // (4 IPAs of 64 MiB, back to back: emulator 3.6 to 4.1 s of CPU against 1.1 to 1.9 s, curl 0.85
    // to 0.97 s against 0.25 to 0.38 s), so that two shared cores were measured more than the link.
    // 128 KiB goes in 2 ms at 500 Mbit/s: no change to the rate over a 64 MiB upload.
    const burstBytes =
      this.options.burstBytes ?? Math.max(128 * 1024, Math.round((rateMbit * 1e6) / 8 / 1000))
    const tbf = ['rate', `${rateMbit}mbit`, 'burst', String(burstBytes), 'latency', '20ms']
    const shape = (end: string, inNamespace: boolean, args: string[]): void => {
      const command = ['qdisc', 'add', 'dev', end, ...args]
      if (inNamespace) this.inNamespace(this.tc, command)
      else run(this.tc, command)
      this.shaping.push(`${inNamespace ? `ip netns exec NS ` : ''}tc ${command.join(' ')}`)
    }
    if (delayMs > 0) {
      shape(clientEnd, true, ['root', 'handle', '1:', 'netem', 'delay', `${delayMs}ms`])
      shape(clientEnd, true, ['parent', '1:1', 'handle', '10:', 'tbf', ...tbf])
    } else {
      shape(clientEnd, true, ['root', 'tbf', ...tbf])
    }
    shape(serverEnd, false, ['root', 'tbf', ...tbf])
  }

  /** Bytes the client's end has sent (its qdisc's count), to check that the traffic went through it. */
  clientSentBytes(): number {
    const stats = this.inNamespace(this.tc, ['-s', 'qdisc', 'show', 'dev', this.clientEnd])
    const sent = [...stats.matchAll(/Sent (\d+) bytes/g)].map(match => Number(match[1]))
    return Math.max(0, ...sent)
  }

  /** Removes the namespace (and so both veth ends and their qdiscs); safe to call twice. */
  dispose(): void {
    if (this.disposed) return
    this.disposed = true
    try {
      run(this.ip, ['netns', 'del', this.namespace])
    } catch {
      // never made
    }
    try {
      run(this.ip, ['link', 'del', this.serverEnd])
    } catch {
      // gone with the namespace
    }
    rmSync(this.etcDir, { recursive: true, force: true })
    try {
      if (this.madeEtcNetns) rmdirSync(path.dirname(this.etcDir)) // only if empty
    } catch {
      // another namespace's files are there
    }
  }
}
