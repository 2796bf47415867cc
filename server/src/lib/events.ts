// Cross-domain effects without cross-domain imports: the domain where something happens declares
// the event and publishes it; app/events.ts subscribes the domains that act on it.

/** A named event; the domain that publishes it declares its payload's type. */
export interface DomainEvent<Payload> {
  readonly name: string;
  /** never set: only carries the payload's type to `on` and `publish` */
  readonly payload?: Payload;
}

export const domainEvent = <Payload>(name: string): DomainEvent<Payload> => ({ name });

type Listener<Payload> = (payload: Payload) => Promise<void>;

export class EventBus {
  readonly #listeners = new Map<DomainEvent<unknown>, Listener<never>[]>();

  on<Payload>(event: DomainEvent<Payload>, listener: Listener<Payload>): this {
    this.#listeners.set(event, [...(this.#listeners.get(event) ?? []), listener]);
    return this;
  }

  /**
   * Runs the event's listeners in turn and waits for them, so the publisher's operation fails
   * when one of them does, as it would have calling it directly.
   */
  async publish<Payload>(event: DomainEvent<Payload>, payload: Payload): Promise<void> {
    for (const listener of this.#listeners.get(event) ?? []) await listener(payload as never);
  }
}
