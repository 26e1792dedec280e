// Outcome switches that only the simulator has (APIDIAN and DIAN have none): forced rejections and dropped requests.

export class Controls {
  #rejectNext = 0;
  #failNext = 0;

  /** The next `count` invoice sends that pass validation are rejected by "DIAN" (StatusCode 99). */
  rejectNext(count: number): number {
    this.#rejectNext = count;
    return this.#rejectNext;
  }

  /** The next `count` requests to POST invoice lose their connection before any answer. */
  failNext(count: number): number {
    this.#failNext = count;
    return this.#failNext;
  }

  takeRejection(): boolean {
    if (this.#rejectNext === 0) return false;
    this.#rejectNext--;
    return true;
  }

  takeFailure(): boolean {
    if (this.#failNext === 0) return false;
    this.#failNext--;
    return true;
  }
}
