import type { CreateAttempt } from '../service/client.js'
import type { Siblings } from '../exactly-once/index.js'

/** The creates of a fleet, as exactly-once needs to tell them apart (see Siblings). */
export class FleetCreates implements Siblings {
  private readonly ids = new Set<string>()
  private readonly onTheWire = new Set<Promise<unknown>>()

  get made(): ReadonlySet<string> {
    return this.ids
  }

  async sending<T extends { id: string }>(
    create: () => Promise<CreateAttempt<T>>
  ): Promise<CreateAttempt<T>> {
    const sent = create()
    this.onTheWire.add(sent)
    try {
      const attempt = await sent
      if ('answer' in attempt) this.ids.add(attempt.answer.data.id)
      return attempt
    } finally {
      this.onTheWire.delete(sent)
    }
  }

  /** Once every create begun so far has ended (whatever its end), its id known if it came. */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.onTheWire])
  }
}
