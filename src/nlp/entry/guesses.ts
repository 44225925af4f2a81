// What the parser guessed: the warnings it gives and how sure it is (confidence).

export class Guesses {
  /** Messages, and the places kept for warnings given only if what they speak of is booked (see hold). */
  private readonly said: (string | object)[] = [];
  private readonly held = new Map<object, number>();
  private penalty = 0;
  get warnings(): string[] {
    return this.said.filter((w): w is string => typeof w === 'string');
  }
  add(message: string, cost: number): void {
    if (message !== '') this.said.push(message);
    this.penalty += cost;
  }
  /** Keeps the place of a warning that is given (and costs `cost`) only when settled with a message. */
  hold(key: object, cost: number): void {
    this.held.set(key, cost);
    this.said.push(key);
  }
  /** Gives a held warning in its place, or drops it (`message` null); one never settled is dropped. */
  settle(key: object, message: string | null): void {
    const at = this.said.indexOf(key);
    const cost = this.held.get(key);
    if (at < 0 || cost === undefined) return;
    this.held.delete(key);
    if (message === null) this.said.splice(at, 1);
    else {
      this.said[at] = message;
      this.penalty += cost;
    }
  }
  confidence(): number {
    const c = 0.95 - this.penalty;
    return Math.round(Math.min(1, Math.max(0.05, c)) * 100) / 100;
  }
}
