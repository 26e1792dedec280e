// Outcome switches that only the simulator has (APIDIAN and DIAN have none): forced rejections, dropped requests and
// DIAN's service down behind a working APIDIAN.

export class Controls {
  #rejectNext = 0;
  #failNext = 0;
  #dianDownNext = 0;

  /** The next `count` document sends (invoices, notes, eqdocs) that pass validation are rejected by "DIAN" (StatusCode 99). */
  rejectNext(count: number): number {
    this.#rejectNext = count;
    return this.#rejectNext;
  }

  /** The next `count` document sends (invoice, credit-note, debit-note, eqdoc) lose their connection before any answer. */
  failNext(count: number): number {
    this.#failNext = count;
    return this.#failNext;
  }

  /** For the next `count` document sends, APIDIAN's check of DIAN's service (verificarEstadoDIAN) fails. */
  dianDownNext(count: number): number {
    this.#dianDownNext = count;
    return this.#dianDownNext;
  }

  takeDianDown(): boolean {
    if (this.#dianDownNext === 0) return false;
    this.#dianDownNext--;
    return true;
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
